import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorMessage } from '../../shared/errorMessage';

/** The driver's error beneath Drizzle's wrappers, which repeat the query and its values. */
function driverError(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof DrizzleQueryError; depth += 1) {
    current = current.cause;
  }
  return current;
}

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/**
 * Why a database call failed, fit for a log line: the driver's code (SQLSTATE, or a
 * network code such as ECONNREFUSED) and the first line of its message. Drizzle's own
 * message repeats the query with its parameters, which are what a visitor typed, so it
 * never reaches the log.
 */
export function databaseErrorSummary(error: unknown): string {
  const cause = driverError(error);
  const code = codeOf(cause);
  const message = errorMessage(cause).split('\n')[0] ?? '';
  // Node's errors for a refused connection to every address of a name have no message.
  if (!message) return code ?? 'no reason given';
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
