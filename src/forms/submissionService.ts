import type { Locale } from '../../shared/locales';
import { formsEndpoint, type FormName } from '../../shared/formContract';

export type Payload = Record<string, string | undefined>;

export interface Submission {
  form: FormName;
  payload: Payload;
  idempotencyKey: string;
  /** The page's language, so staff know which language to answer in. */
  locale: Locale;
}

/** The simulated submission waits one second before it succeeds. */
const simulatedDelayMs = 1000;

/** An attempt that has no answer by then has failed; the visitor's input stays. */
export const requestTimeoutMs = 10_000;

export interface SubmissionFailure {
  /** HTTP status, or undefined when the network failed. */
  status?: number;
  /** The server's messages per field (400), as keys of the interface strings. */
  fieldErrors?: Record<string, string>;
  /** How long the server asks to wait (429). */
  retryAfterMs?: number;
  /** The attempt had no answer within requestTimeoutMs. */
  timedOut?: boolean;
}

export class SubmissionError extends Error {
  readonly status?: number;
  readonly fieldErrors: Record<string, string>;
  readonly retryAfterMs?: number;
  readonly timedOut: boolean;

  constructor(message: string, failure: SubmissionFailure = {}) {
    super(message);
    this.name = 'SubmissionError';
    this.status = failure.status;
    this.fieldErrors = failure.fieldErrors ?? {};
    this.retryAfterMs = failure.retryAfterMs;
    this.timedOut = failure.timedOut ?? false;
  }

  /**
   * Network failures and server errors (5xx) may succeed when tried again; 4xx never. A
   * timed-out attempt is not retried: the visitor has waited long enough and decides.
   */
  get retryable(): boolean {
    return !this.timedOut && (this.status === undefined || this.status >= 500);
  }
}

/** The payload without its empty optional fields, as it is logged and sent. */
function present(payload: Payload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function fieldErrorsOf(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Retry-After holds either whole seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long a 429 that does not say (a proxy's limit, say) is read to ask for, so the
 * visitor still hears that they should wait rather than that sending failed.
 */
export const unstatedRetryAfterMs = 60_000;

export interface SubmitOptions {
  endpoint?: string;
  wait?: (milliseconds: number) => Promise<void>;
  timeoutMs?: number;
}

const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/**
 * The one way a form reaches the outside. The payload is POSTed as JSON to
 * `{endpoint}/{form}` (the receiver in server/ by default) with an Idempotency-Key, which
 * stays the same when the mutation retries, so a retry never records an enquiry twice.
 * A static build (VITE_FORMS_ENDPOINT=none) has no receiver and simulates one instead: log
 * the sanitised payload, wait one second, succeed. mocks/handlers.ts speaks the same contract.
 */
export async function submit(
  { form, payload, idempotencyKey, locale }: Submission,
  {
    endpoint = formsEndpoint(import.meta.env.VITE_FORMS_ENDPOINT),
    wait = sleep,
    timeoutMs = requestTimeoutMs,
  }: SubmitOptions = {},
): Promise<void> {
  const body = present(payload);
  if (!endpoint) {
    console.info(`${form} submission`, body);
    await wait(simulatedDelayMs);
    return;
  }

  let response: Response;
  try {
    response = await fetch(`${endpoint}/${form}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Language': locale,
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (!(error instanceof Error)) throw new SubmissionError('Network error');
    throw new SubmissionError(error.message, { timedOut: error.name === 'TimeoutError' });
  }
  if (response.ok) return;
  const details: unknown = await response.json().catch(() => undefined);
  throw new SubmissionError(`The form service answered ${response.status}`, {
    status: response.status,
    fieldErrors: response.status === 400 ? fieldErrorsOf(details) : {},
    retryAfterMs:
      retryAfterMs(response.headers.get('Retry-After')) ??
      (response.status === 429 ? unstatedRetryAfterMs : undefined),
  });
}

/** Up to three retries, for network failures and 5xx only (never 4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && error instanceof SubmissionError && error.retryable;
}

/** The n-th retry waits min(1000 * 2^n, 30000) ms. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
