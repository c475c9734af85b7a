import { Link } from '@tanstack/react-router';
import {
  Suspense,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { localizePath } from '../../i18n/localePath';
import { useLocale } from '../../i18n/useLocale';
import type { LazyDialogProps } from './LazyDialogButton';

export interface LazyDialogLinkProps extends Omit<
  ComponentPropsWithoutRef<'a'>,
  'href' | 'onClick'
> {
  /** The page that does the dialog's job, for visitors without JavaScript (path without /ar). */
  to: string;
  /** The dialog, made with React.lazy: its code loads on the first open. */
  dialog: ComponentType<LazyDialogProps>;
  /** Starts loading the dialog's code when the pointer arrives, ahead of the click. */
  preload: () => Promise<unknown>;
}

/** A click that asks for the link in a new tab or window, or to save it, not to follow it here. */
export const asksForNewPlace = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A link to a page that, once the app runs, opens a dialog doing the same job instead: the
 * prerendered page works without JavaScript, and every visitor with it gets the dialog at
 * every width. A click asking for a new tab still opens the page there.
 */
export function LazyDialogLink({
  to,
  dialog: Dialog,
  preload,
  ...anchorProps
}: LazyDialogLinkProps) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Link
        {...anchorProps}
        ref={link}
        to={localizePath(to, locale)}
        preload={false}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          if (asksForNewPlace(event)) return;
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={() => void preload()}
      />
      {open ? (
        <Suspense fallback={null}>
          <Dialog onClose={() => setOpen(false)} returnFocusTo={link} />
        </Suspense>
      ) : null}
    </>
  );
}
