import { lazy, Suspense, useEffect } from 'react';
import { closeSearch, openSearch, useSearchRequest } from './searchRequests';

/** The dialog's code, with the search panel, loads when a visitor shows they want to search. */
export const loadSearchDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadSearchDialog);

/** Where typing a "/" means a slash, not "search". */
function isTypingPlace(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function isShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || isTypingPlace(event.target)) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey;
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
}

/**
 * The search dialog of every page, opened by the header's or the drawer's control, by "/"
 * and by Ctrl+K (⌘K on a Mac), except while typing in a field. Nothing of the search loads
 * before that.
 */
export function SearchHost() {
  const returnFocusTo = useSearchRequest();

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      openSearch();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  if (returnFocusTo === undefined) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog onClose={closeSearch} returnFocusTo={{ current: returnFocusTo }} />
    </Suspense>
  );
}
