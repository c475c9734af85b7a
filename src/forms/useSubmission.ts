import { useMutation } from '@tanstack/react-query';
import type { Locale } from '../../shared/locales';
import type { FormName } from './formContract';
import { retryDelay, shouldRetry, submit, type Payload } from './submissionService';

export interface SubmissionVariables {
  payload: Payload;
  /** Made once per submission; every retry of it sends the same key. */
  idempotencyKey: string;
  locale: Locale;
}

/** Sends one form through the submission service, retrying network and server failures. */
export function useSubmission(form: FormName) {
  return useMutation<Awaited<ReturnType<typeof submit>>, Error, SubmissionVariables>({
    mutationKey: ['submission', form],
    mutationFn: (variables: SubmissionVariables) => submit({ form, ...variables }),
    retry: shouldRetry,
    retryDelay,
  });
}
