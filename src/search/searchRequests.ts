import { useSyncExternalStore } from 'react';

/** Where focus goes back when the search closes, while the search is open. */
let openFrom: HTMLElement | null | undefined;
const listeners = new Set<() => void>();

function publish(returnFocusTo: HTMLElement | null | undefined): void {
  openFrom = returnFocusTo;
  for (const listener of listeners) listener();
}

/**
 * Opens the search dialog (from the header, the drawer or a shortcut); by default focus
 * returns to what had it.
 */
export function openSearch(
  returnFocusTo: HTMLElement | null = document.activeElement instanceof HTMLElement
    ? document.activeElement
    : null,
): void {
  publish(returnFocusTo);
}

export function closeSearch(): void {
  publish(undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Whether the search is open: `undefined` when it is not (as while prerendering, so
 * hydration matches), else where focus returns when it closes.
 */
export function useSearchRequest(): HTMLElement | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => openFrom,
    () => undefined,
  );
}
