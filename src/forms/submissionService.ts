/**
 * The one way a form reaches the outside (DESIGN.md §1.6). Without VITE_FORMS_ENDPOINT it
 * behaves as SPEC §7 describes: log the sanitised payload, wait one second, succeed. With
 * it, the payload is POSTed as JSON to `{endpoint}/{form}` with an Idempotency-Key, which
 * stays the same when the mutation retries, so a retry never records an enquiry twice.
 * mocks/handlers.ts defines the endpoint's contract.
 */
export const formNames = ['contact', 'consultation', 'newsletter'] as const;
export type FormName = (typeof formNames)[number];

export type Payload = Record<string, string | undefined>;

export interface Submission {
  form: FormName;
  payload: Payload;
  idempotencyKey: string;
}

/** SPEC §9: the simulated submission waits one second. */
export const simulatedDelayMs = 1000;

export interface SubmissionFailure {
  /** HTTP status, or undefined when the network failed. */
  status?: number;
  /** The server's messages per field (400), as keys of the interface strings. */
  fieldErrors?: Record<string, string>;
  /** How long the server asks to wait (429). */
  retryAfterMs?: number;
}

export class SubmissionError extends Error {
  readonly status?: number;
  readonly fieldErrors: Record<string, string>;
  readonly retryAfterMs?: number;

  constructor(message: string, failure: SubmissionFailure = {}) {
    super(message);
    this.name = 'SubmissionError';
    this.status = failure.status;
    this.fieldErrors = failure.fieldErrors ?? {};
    this.retryAfterMs = failure.retryAfterMs;
  }

  /** Network failures and server errors (5xx) may succeed when tried again; 4xx never. */
  get retryable(): boolean {
    return this.status === undefined || this.status >= 500;
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

export interface SubmitOptions {
  endpoint?: string;
  wait?: (milliseconds: number) => Promise<void>;
}

const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export async function submit(
  { form, payload, idempotencyKey }: Submission,
  { endpoint = import.meta.env.VITE_FORMS_ENDPOINT, wait = sleep }: SubmitOptions = {},
): Promise<void> {
  const body = present(payload);
  if (!endpoint) {
    console.info(`${form} submission`, body);
    await wait(simulatedDelayMs);
    return;
  }

  let response: Response;
  try {
    response = await fetch(`${endpoint.replace(/\/$/, '')}/${form}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new SubmissionError(error instanceof Error ? error.message : 'Network error');
  }
  if (response.ok) return;
  const details: unknown = await response.json().catch(() => undefined);
  const retryAfterSeconds = Number(response.headers.get('Retry-After'));
  throw new SubmissionError(`The form service answered ${response.status}`, {
    status: response.status,
    fieldErrors: response.status === 400 ? fieldErrorsOf(details) : {},
    retryAfterMs: Number.isFinite(retryAfterSeconds) ? retryAfterSeconds * 1000 : undefined,
  });
}

/** Up to three retries, for network failures and 5xx only (never 4xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 3 && error instanceof SubmissionError && error.retryable;
}

/** SPEC §9: the n-th retry waits min(1000 * 2^n, 30000) ms. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
