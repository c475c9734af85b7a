import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useNotify } from '../components/Notices';
import { createRateLimiter, minutesToWait, submissionKey, submissionLimit } from './rateLimiter';
import { SubmissionError, type FormName } from './submissionService';
import { useSubmission } from './useSubmission';

/** One limiter for every form of the site: SPEC §5 counts submissions per e-mail. */
const submissions = createRateLimiter({ name: 'form-submissions', ...submissionLimit });

type Schema<Values extends FieldValues> = z.ZodType<Record<string, string | undefined>, Values>;

export interface FormSubmissionOptions<Values extends FieldValues> {
  form: FormName;
  schema: Schema<Values>;
  defaultValues: DefaultValues<Values>;
  success: { title: string; description: string };
  /** Runs after the success notice, e.g. to close a dialog. */
  onSuccess?: () => void;
}

/**
 * Validation, rate limit, submission and notices for one form (SPEC §4): idle, submitting
 * (button disabled), then success (notice, form reset) or failure (notice, input kept).
 * On an invalid submit, focus moves to the first invalid field.
 */
export function useFormSubmission<Values extends FieldValues>({
  form,
  schema,
  defaultValues,
  success,
  onSuccess,
}: FormSubmissionOptions<Values>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const submission = useSubmission(form);
  const methods = useForm<Values, unknown, Record<string, string | undefined>>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: true,
  });

  const isField = (name: string): name is Path<Values> => name in defaultValues;

  /** The same notice whether this browser's limit or the server refused the submission. */
  const notifyRateLimit = (retryAfterMs: number) =>
    notify({
      tone: 'destructive',
      title: t('notices.rateLimitTitle'),
      description: t('notices.rateLimitDescription', { count: minutesToWait(retryAfterMs) }),
    });

  const onSubmit = methods.handleSubmit((payload) => {
    const key = submissionKey(payload.email ?? '');
    const decision = submissions.check(key);
    if (!decision.allowed) {
      notifyRateLimit(decision.retryAfterMs);
      return;
    }
    submissions.record(key);
    submission.mutate(
      { payload, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: () => {
          methods.reset();
          notify({ tone: 'success', ...success });
          onSuccess?.();
        },
        onError: (error) => {
          if (error instanceof SubmissionError) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if (isField(field)) methods.setError(field, { message }, { shouldFocus: true });
            }
            if (error.status === 429 && error.retryAfterMs !== undefined) {
              notifyRateLimit(error.retryAfterMs);
              return;
            }
          }
          notify({
            tone: 'destructive',
            title: t('notices.failureTitle'),
            description: t('notices.failureDescription'),
          });
        },
      },
    );
  });

  return { methods, onSubmit, submitting: submission.isPending };
}
