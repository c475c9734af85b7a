import { delay, http, HttpResponse, type RequestHandler } from 'msw';

/**
 * The contract of the forms endpoint (DESIGN.md §1.6): `POST {endpoint}/{form}` with a JSON
 * payload and an `Idempotency-Key` header. Unit, component and browser tests, and the
 * `npm run dev:mock` mode, all run against these handlers.
 *
 * The default handler picks the outcome from the e-mail address, so QA can click through
 * every case in the browser:
 *   invalid@…  400 with field errors    limited@… 429, Retry-After 120 s
 *   error@…    500 server error          offline@… network failure
 *   slow@…     success after 3 s         anything else: 200
 */
export const formsEndpoint = '/api/forms';
const formPath = `${formsEndpoint}/:form`;

export const mockResponses = {
  success: () => HttpResponse.json({ status: 'received' }, { status: 200 }),
  validationError: () =>
    HttpResponse.json(
      { errors: { email: 'validation.emailInvalid', message: 'validation.messageMin' } },
      { status: 400 },
    ),
  rateLimited: () =>
    HttpResponse.json(
      { error: 'Too many submissions' },
      { status: 429, headers: { 'Retry-After': '120' } },
    ),
  serverError: () => HttpResponse.json({ error: 'Unavailable' }, { status: 500 }),
  networkError: () => HttpResponse.error(),
};

async function emailOf(request: Request): Promise<string> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => ({}));
  return typeof body === 'object' &&
    body !== null &&
    'email' in body &&
    typeof body.email === 'string'
    ? body.email.toLowerCase()
    : '';
}

/** One handler answering every request with the same outcome, for tests. */
export function formsRespondWith(respond: () => Response | Promise<Response>): RequestHandler {
  return http.post(formPath, respond);
}

export const handlers: RequestHandler[] = [
  http.post(formPath, async ({ request }) => {
    const email = await emailOf(request);
    if (email.startsWith('invalid@')) return mockResponses.validationError();
    if (email.startsWith('limited@')) return mockResponses.rateLimited();
    if (email.startsWith('error@')) return mockResponses.serverError();
    if (email.startsWith('offline@')) return mockResponses.networkError();
    if (email.startsWith('slow@')) await delay(3000);
    return mockResponses.success();
  }),
];
