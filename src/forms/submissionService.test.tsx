// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { delay, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatedEndpoint } from '../../shared/formContract';
import { formsEndpoint, formsRespondWith, mockResponses } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import {
  retryAfterMs,
  retryDelay,
  shouldRetry,
  submit,
  SubmissionError,
  unstatedRetryAfterMs,
} from './submissionService';
import { submissionMutation } from './submissionMutation';

interface Received {
  at: number;
  key: string | null;
}

/** Answers with `responses` in turn (the last one repeats) and records every request. */
function respondInTurn(...responses: (() => Response)[]) {
  const received: Received[] = [];
  server.use(
    http.post(`${formsEndpoint}/:form`, ({ request }) => {
      received.push({ at: Date.now(), key: request.headers.get('Idempotency-Key') });
      const respond = responses[Math.min(received.length - 1, responses.length - 1)];
      return respond ? respond() : mockResponses.success();
    }),
  );
  return received;
}

/**
 * Lets fake time pass in small steps, with real turns of the event loop between them for
 * MSW, until `done` holds. The waits it covers are virtual: the test itself is fast.
 */
async function passTimeUntil(done: () => boolean, limitMs = 60_000) {
  for (let elapsed = 0; !done() && elapsed <= limitMs; elapsed += 50) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(50);
    });
  }
  expect(done()).toBe(true);
}

function renderSubmission() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMutation(submissionMutation), { wrapper });
}

const variables = {
  form: 'contact',
  payload: { email: 'sara@example.com', message: 'Hello there, team' },
  idempotencyKey: 'key-1',
  locale: 'en',
} as const;

describe('submitting to the forms endpoint', () => {
  beforeEach(() => {
    vi.stubEnv('VITE_FORMS_ENDPOINT', formsEndpoint);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('retries a server error 3 times with 1 s, 2 s and 4 s between, with one key', async () => {
    const received = respondInTurn(mockResponses.serverError);
    const { result } = renderSubmission();
    act(() => result.current.mutate(variables));
    await passTimeUntil(() => result.current.isError);
    expect(received).toHaveLength(4);
    const gaps = received.slice(1).map((request, index) => request.at - (received[index]?.at ?? 0));
    expect(gaps).toEqual([1000, 2000, 4000]);
    expect(new Set(received.map((request) => request.key))).toEqual(new Set(['key-1']));
  });

  it('succeeds when a retry gets through after a network failure', async () => {
    const received = respondInTurn(mockResponses.networkError, mockResponses.success);
    const { result } = renderSubmission();
    act(() => result.current.mutate(variables));
    await passTimeUntil(() => result.current.isSuccess);
    expect(received.map((request) => request.key)).toEqual(['key-1', 'key-1']);
  });

  it.each([
    ['validation error', mockResponses.validationError, 400],
    ['rate limit', mockResponses.rateLimited, 429],
  ])('never retries a %s', async (_name, response, status) => {
    const received = respondInTurn(response);
    const { result } = renderSubmission();
    act(() => result.current.mutate(variables));
    await passTimeUntil(() => result.current.isError);
    expect(received).toHaveLength(1);
    expect(result.current.error).toBeInstanceOf(SubmissionError);
    expect(result.current.error).toMatchObject({ status });
  });

  it('hands the server’s field errors and wait time to the form', async () => {
    respondInTurn(mockResponses.validationError);
    const { result } = renderSubmission();
    act(() => result.current.mutate(variables));
    await passTimeUntil(() => result.current.isError);
    const { error } = result.current;
    expect(error instanceof SubmissionError ? error.fieldErrors : undefined).toEqual({
      email: 'validation.emailInvalid',
      message: 'validation.messageMin',
    });

    server.use(formsRespondWith(mockResponses.rateLimited));
    act(() => result.current.mutate({ ...variables, idempotencyKey: 'key-2' }));
    await passTimeUntil(() => {
      const latest = result.current.error;
      return latest instanceof SubmissionError && latest.retryAfterMs === 120_000;
    });
  });

  it('sends the JSON payload without empty optional fields', async () => {
    let sent: { form: unknown; payload: unknown } | undefined;
    server.use(
      http.post(`${formsEndpoint}/:form`, async ({ request, params }) => {
        sent = { form: params.form, payload: await request.json() };
        return mockResponses.success();
      }),
    );
    const { result } = renderSubmission();
    act(() =>
      result.current.mutate({
        form: 'contact',
        payload: { email: 'sara@example.com', company: undefined, message: 'Hello there, team' },
        idempotencyKey: 'key-3',
        locale: 'en',
      }),
    );
    await passTimeUntil(() => result.current.isSuccess);
    expect(sent).toEqual({
      form: 'contact',
      payload: { email: 'sara@example.com', message: 'Hello there, team' },
    });
  });
});

describe('the simulated submission (no endpoint configured)', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the payload, waits one second and succeeds', async () => {
    vi.stubEnv('VITE_FORMS_ENDPOINT', simulatedEndpoint);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { result } = renderSubmission();
    act(() => result.current.mutate(variables));
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(result.current.isPending).toBe(true);
    await passTimeUntil(() => result.current.isSuccess);
    expect(log).toHaveBeenCalledWith('contact submission', variables.payload);
    vi.unstubAllEnvs();
  });
});

describe('the retry policy', () => {
  it('backs off exponentially up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('retries only network and server failures, at most 3 times', () => {
    const network = new SubmissionError('offline');
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(2, network)).toBe(true);
    expect(shouldRetry(3, network)).toBe(false);
    expect(shouldRetry(0, new SubmissionError('bad', { status: 503 }))).toBe(true);
    expect(shouldRetry(0, new SubmissionError('bad', { status: 404 }))).toBe(false);
    expect(shouldRetry(0, new Error('other'))).toBe(false);
  });
});

describe('an endpoint that does not answer', () => {
  it('fails after the timeout, without retrying, so the form can say so', async () => {
    let requests = 0;
    server.use(
      http.post(`${formsEndpoint}/:form`, async () => {
        requests += 1;
        await delay('infinite');
        return mockResponses.success();
      }),
    );
    const failure = await submit(
      { ...variables, idempotencyKey: 'key-timeout' },
      { endpoint: formsEndpoint, timeoutMs: 50 },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SubmissionError);
    expect(failure).toMatchObject({ timedOut: true, retryable: false });
    expect(shouldRetry(0, failure)).toBe(false);
    expect(requests).toBe(1);
  });
});

describe('Retry-After', () => {
  it('is a minute on a 429 that gives none, as a proxy in front of the receiver may', async () => {
    server.use(
      http.post(`${formsEndpoint}/:form`, () =>
        Response.json({ error: 'Too many requests' }, { status: 429 }),
      ),
    );
    await expect(submit(variables)).rejects.toMatchObject({
      status: 429,
      retryAfterMs: unstatedRetryAfterMs,
    });
  });

  it('is read as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:03:00 GMT', now)).toBe(180_000);
    expect(retryAfterMs('Mon, 23 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
