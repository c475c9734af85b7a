import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockReceiver } from '../../mocks/handlers';
import { server } from '../../mocks/node';

// A test that reaches the network without a handler in mocks/ fails instead of hanging.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockReceiver();
  cleanup();
});
afterAll(() => server.close());
