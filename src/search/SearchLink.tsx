import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Glyph } from '../components/primitives/Glyph';
import { controlStyles } from '../components/shell/DisplayControls';
import { asksForNewPlace } from '../components/dialogs/LazyDialogLink';
import { LocalizedLink } from '../components/primitives/LocalizedLink';
import { loadSearchDialog } from './SearchHost';
import { openSearch } from './searchRequests';

const Control = styled(LocalizedLink)`
  ${controlStyles}
  white-space: nowrap;
`;

/**
 * Pointing at the control or reaching it by keyboard fetches the dialog and Pagefind's
 * script; the loader of that script comes in a chunk of its own, not with the header.
 */
const preload = () => {
  void loadSearchDialog();
  void import('./loadPagefind').then(({ loadPagefind }) => loadPagefind()).catch(() => undefined);
};

export interface SearchLinkProps {
  /** Show the word beside the icon (the drawer), or only the icon with its name (the header). */
  withLabel?: boolean;
  /** The drawer's look, which the drawer's own code brings (the header's is this file's). */
  className?: string;
  /** Runs before the dialog opens: the drawer closes itself. */
  onOpen?: () => void;
  /** Where focus returns when the search closes, if not to this control (it may be gone). */
  returnFocusTo?: HTMLElement | null;
}

/**
 * The search control: a link to /search, which explains how to browse without JavaScript
 * and searches with it; once the app runs, a click opens the search dialog instead.
 */
export function SearchLink({
  withLabel = false,
  className,
  onOpen,
  returnFocusTo,
}: SearchLinkProps) {
  const { t } = useTranslation();
  return (
    <Control
      to="/search"
      className={className}
      aria-haspopup="dialog"
      aria-label={withLabel ? undefined : t('search.open')}
      title={withLabel ? undefined : t('search.shortcut')}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        if (asksForNewPlace(event)) return;
        event.preventDefault();
        onOpen?.();
        openSearch(returnFocusTo === undefined ? event.currentTarget : returnFocusTo);
      }}
    >
      <Glyph name="search" size="1.125rem" />
      {withLabel ? t('search.open') : null}
    </Control>
  );
}
