import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockReceiver } from '../../mocks/handlers';
import { server } from '../../mocks/node';

// Only the files that render ask for jsdom (`@vitest-environment jsdom`); the others run in
// plain Node and skip loading the DOM's matchers and Testing Library.
if ('document' in globalThis) await import('./domSetup');

// A test that reaches the network without a handler in mocks/ fails instead of hanging.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockReceiver();
});
afterAll(() => server.close());
