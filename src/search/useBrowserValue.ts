import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (the address's query, a missing page's path) read after
 * hydration: the prerendered page has `''`, so hydration matches and React renders again
 * with the browser's value.
 */
export function useBrowserValue(read: () => string): string {
  return useSyncExternalStore(unchanging, read, () => '');
}
