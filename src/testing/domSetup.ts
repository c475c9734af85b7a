import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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

afterEach(cleanup);
