/**
 * `work`, or a rejection naming `what` once `ms` have passed without its answer. The work
 * itself goes on (a database call cannot be taken back); whatever it ends with later is
 * left to it, so a late failure is not an unhandled rejection.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
