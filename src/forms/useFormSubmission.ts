import { useRef, type BaseSyntheticEvent, type SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { preloadNotices, useNotify } from '../components/notices/Notices';
import { useLocale } from '../i18n/useLocale';
import type { FieldBinding } from './Field';
import {
  formElementId,
  formsEndpoint,
  honeypotField,
  submissionKey,
  submissionLimit,
  type FormName,
} from '../../shared/formContract';
import { useFormEcho } from './formEcho';
import { newIdempotencyKey } from './idempotencyKey';
import type { LazyResolver } from './lazyResolver';
import { loadFormStrings } from './loadFormStrings';
import { createRateLimiter } from './rateLimiter';
import { SubmissionError, type Payload } from './submissionService';
import { useOutcomeNotice } from './outcomeNotice';
import { submissionMutation } from './submissionMutation';

/**
 * One limiter for every form of the site: submissions count per e-mail address, whichever
 * form sent them. Only submissions that went through count; a failed or timed-out attempt
 * does not.
 */
const submissions = createRateLimiter({ name: 'form-submissions', ...submissionLimit });

export interface FormSubmissionOptions<Values extends FieldValues> {
  form: FormName;
  /** The form's validation, loaded when the visitor reaches the form. */
  rules: LazyResolver<Values>;
  defaultValues: DefaultValues<Values>;
  /** Runs after the success notice, e.g. to close a dialog. */
  onSuccess?: () => void;
}

/** What a bot typed into the honeypot field, read from the submitted form element. */
function honeypotValue(event: BaseSyntheticEvent | undefined): string | undefined {
  const target: unknown = event?.target;
  if (!(target instanceof HTMLFormElement)) return undefined;
  const value = new FormData(target).get(honeypotField);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Validation, rate limit, submission and notices for one form: idle, submitting
 * (button disabled), then success (notice, form reset) or failure (notice, input kept).
 * On an invalid submit, focus moves to the first invalid field. Without JavaScript the
 * same form posts to the receiver, which answers with the page and an echo of the form.
 */
export function useFormSubmission<Values extends FieldValues>({
  form,
  rules,
  defaultValues,
  onSuccess,
}: FormSubmissionOptions<Values>) {
  const notify = useNotify();
  const noticeFor = useOutcomeNotice(form);
  const submission = useMutation(submissionMutation);
  const echo = useFormEcho(form);
  const locale = useLocale();
  const methods = useForm<Values, unknown, Payload>({
    // A field's message and every notice come after validation, so it waits for their words.
    resolver: async (values, context, options) => {
      const [result] = await Promise.all([
        rules.resolver(values, context, options),
        loadFormStrings(locale),
      ]);
      return result;
    },
    defaultValues,
    shouldFocusError: true,
  });
  // Sending the same words again after a failure reuses the key, so the receiver answers
  // with the first result if that attempt did arrive, and never stores it twice.
  const lastAttempt = useRef<{ payload: string; key: string } | undefined>(undefined);

  const isField = (name: string): name is Path<Values> => name in defaultValues;

  const field = (name: Path<Values>): FieldBinding => ({
    registration: methods.register(name),
    error: methods.getFieldState(name, methods.formState).error?.message ?? echo?.errors[name],
    defaultValue: echo?.outcome === 'sent' ? undefined : echo?.values[name],
  });

  const send = (payload: Payload, event?: BaseSyntheticEvent) => {
    const key = submissionKey(payload.email ?? '');
    const decision = submissions.check(key);
    if (!decision.allowed) {
      notify(noticeFor('rateLimited', decision.retryAfterMs));
      return;
    }
    const sent = { ...payload, [honeypotField]: honeypotValue(event) };
    const serialised = JSON.stringify(sent);
    const idempotencyKey =
      lastAttempt.current?.payload === serialised ? lastAttempt.current.key : newIdempotencyKey();
    lastAttempt.current = { payload: serialised, key: idempotencyKey };
    submission.mutate(
      { form, payload: sent, idempotencyKey, locale },
      {
        onSuccess: () => {
          lastAttempt.current = undefined;
          submissions.record(key);
          methods.reset();
          notify(noticeFor('sent'));
          onSuccess?.();
        },
        onError: (error) => {
          if (!(error instanceof SubmissionError)) {
            notify(noticeFor('failed'));
            return;
          }
          const fieldErrors = Object.entries(error.fieldErrors);
          for (const [name, message] of fieldErrors) {
            if (isField(name)) methods.setError(name, { message }, { shouldFocus: true });
          }
          if (error.status === 429 && error.retryAfterMs !== undefined) {
            notify(noticeFor('rateLimited', error.retryAfterMs));
          } else {
            notify(noticeFor(fieldErrors.length > 0 ? 'invalid' : 'failed'));
          }
        },
      },
    );
  };
  // handleSubmit runs inside the event, so `send` reads the last attempt only then.
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => void methods.handleSubmit(send)(event);

  const endpoint = formsEndpoint(import.meta.env.VITE_FORMS_ENDPOINT);
  const id = formElementId(form);
  /** Without JavaScript the form posts to the receiver, never putting input in the URL. */
  const formProps = {
    id,
    method: 'post',
    action: endpoint === undefined ? undefined : `${endpoint}/${form}#${id}`,
    noValidate: true,
    onSubmit,
    onFocus: () => {
      preloadNotices();
      rules.preload();
      loadFormStrings(locale).catch(() => undefined);
    },
  } as const;

  return { methods, field, formProps, submitting: submission.isPending };
}
