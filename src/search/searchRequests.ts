import { useSyncExternalStore } from 'react';

/** A visitor's request to search, from the header, the drawer, a shortcut or the 404 page. */
export interface SearchRequest {
  /** The words to start with (the missing page's, on the 404 page). */
  query: string;
  /** Where focus goes back when the search closes. */
  returnFocusTo: HTMLElement | null;
}

let current: SearchRequest | null = null;
const listeners = new Set<() => void>();

function publish(request: SearchRequest | null): void {
  current = request;
  for (const listener of listeners) listener();
}

/** Opens the search dialog; by default focus returns to what had it. */
export function openSearch(
  query = '',
  returnFocusTo: HTMLElement | null = document.activeElement instanceof HTMLElement
    ? document.activeElement
    : null,
): void {
  publish({ query, returnFocusTo });
}

export function closeSearch(): void {
  publish(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The open request, if any; none while prerendering, so hydration matches. */
export function useSearchRequest(): SearchRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
