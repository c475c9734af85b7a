import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (the address's query, a missing page's path), read once
 * the page has hydrated: `null` while prerendering and hydrating, so hydration matches, and
 * then React renders again with the browser's value.
 */
export function useBrowserValue(read: () => string): string | null {
  return useSyncExternalStore(unchanging, read, () => null);
}
