import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import {
  answers,
  honeypotField,
  isFormName,
  receiverPath,
  submissionKey,
  submissionLimit,
} from '../shared/formContract';
import { fieldErrorsOf, schemaFor } from '../shared/formRules';

/**
 * The receiver's contract (server/receiver.ts) for tests and `npm run dev:mock`:
 * `POST /api/forms/{form}` with a JSON payload and an `Idempotency-Key` header. Like the
 * receiver, the default handler validates with the forms' own schemas (400 with a message
 * key per field), answers a repeated key as the first time, refuses the 4th submission
 * per e-mail in 5 minutes (429 with Retry-After in seconds) and accepts a filled honeypot
 * silently. mocks/formsContract.ts checks both against the same cases.
 *
 * Outcomes a real receiver gives only when something breaks are picked by the e-mail
 * address, so QA can click through every case in the browser:
 *   invalid@…  400 with field errors    limited@… 429, Retry-After 120 s
 *   error@…    500 server error          offline@… network failure
 *   slow@…     success after 3 s
 */
export const formsEndpoint = receiverPath;
const formPath = `${formsEndpoint}/:form`;

const rateLimitedFor = (retryAfterSeconds: number) =>
  HttpResponse.json(answers.rateLimited, {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });

export const mockResponses = {
  success: () => HttpResponse.json(answers.received, { status: 200 }),
  validationError: () =>
    HttpResponse.json(
      { errors: { email: 'validation.emailInvalid', message: 'validation.messageMin' } },
      { status: 400 },
    ),
  rateLimited: () => rateLimitedFor(120),
  serverError: () => HttpResponse.json(answers.unavailable, { status: 500 }),
  networkError: () => HttpResponse.error(),
};

/**
 * What the fake receiver remembers between requests: keys answered, with what each carried
 * (a key reused with another payload is refused), and times accepted.
 */
const answeredKeys = new Map<string, string>();
const acceptedAt = new Map<string, number[]>();

/** Forgets every submission, so each test starts as with an empty database. */
export function resetMockReceiver(): void {
  answeredKeys.clear();
  acceptedAt.clear();
}

async function fieldsOf(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  return typeof body === 'object' && body !== null ? Object.fromEntries(Object.entries(body)) : {};
}

/** One handler answering every request with the same outcome, for tests. */
export function formsRespondWith(respond: () => Response | Promise<Response>): RequestHandler {
  return http.post(formPath, respond);
}

export const handlers: RequestHandler[] = [
  http.post(formPath, async ({ request, params }) => {
    const { form } = params;
    if (typeof form !== 'string' || !isFormName(form)) {
      return HttpResponse.json({ error: 'Unknown form' }, { status: 404 });
    }
    const fields = await fieldsOf(request);
    const email = typeof fields.email === 'string' ? fields.email.toLowerCase() : '';
    if (email.startsWith('invalid@')) return mockResponses.validationError();
    if (email.startsWith('limited@')) return mockResponses.rateLimited();
    if (email.startsWith('error@')) return mockResponses.serverError();
    if (email.startsWith('offline@')) return mockResponses.networkError();
    if (email.startsWith('slow@')) await delay(3000);

    const parsed = schemaFor(form, fields).safeParse(fields);
    if (!parsed.success) {
      return HttpResponse.json({ errors: fieldErrorsOf(parsed.error) }, { status: 400 });
    }

    const key = request.headers.get('Idempotency-Key') ?? '';
    const carried = JSON.stringify([form, parsed.data]);
    const answered = answeredKeys.get(key);
    if (answered !== undefined) {
      return answered === carried
        ? mockResponses.success()
        : HttpResponse.json(answers.keyReused, { status: 422 });
    }
    const spam = typeof fields[honeypotField] === 'string' && fields[honeypotField] !== '';
    if (!spam) {
      const now = Date.now();
      const bucket = submissionKey(parsed.data.email);
      const recent = (acceptedAt.get(bucket) ?? []).filter(
        (time) => time > now - submissionLimit.windowMs,
      );
      if (recent.length >= submissionLimit.limit) {
        const waitMs = Math.min(...recent) + submissionLimit.windowMs - now;
        return rateLimitedFor(Math.ceil(waitMs / 1000));
      }
      acceptedAt.set(bucket, [...recent, now]);
    }
    answeredKeys.set(key, carried);
    return mockResponses.success();
  }),
];
