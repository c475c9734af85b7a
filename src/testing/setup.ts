import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockReceiver } from '../../mocks/handlers';
import { server } from '../../mocks/node';

/**
 * jsdom lays nothing out, so it has no ResizeObserver; Radix's menu viewport measures its
 * panel with one. Observing nothing is exactly what jsdom can offer.
 */
class NoLayoutResizeObserver {
  observe = (): undefined => undefined;
  unobserve = (): undefined => undefined;
  disconnect = (): undefined => undefined;
}
if (!('ResizeObserver' in globalThis)) globalThis.ResizeObserver = NoLayoutResizeObserver;

// A test that reaches the network without a handler in mocks/ fails instead of hanging.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockReceiver();
  cleanup();
});
afterAll(() => server.close());
