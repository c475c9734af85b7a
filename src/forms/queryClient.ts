import { QueryClient } from '@tanstack/react-query';

/**
 * The site fetches no data; TanStack Query carries the form submissions. Queries keep the
 * library's defaults (3 retries, the n-th after min(1000 * 2^n, 30000) ms); submissions
 * set their own policy in submissionMutation.
 */
export const queryClient = new QueryClient();
