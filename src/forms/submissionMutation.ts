import { mutationOptions } from '@tanstack/react-query';
import { retryDelay, shouldRetry, submit, type Submission } from './submissionService';

/**
 * Sending one form through the submission service as a TanStack Query mutation, retrying
 * network and server failures; every retry sends the submission's one idempotency key.
 */
export const submissionMutation = mutationOptions({
  mutationFn: (submission: Submission) => submit(submission),
  retry: shouldRetry,
  retryDelay,
});
