import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import type { LazyDialogProps } from './LazyDialogButton';

export interface DialogFrameProps extends LazyDialogProps {
  /** Drawn behind the dialog and outside it, such as a dimming backdrop. */
  backdrop?: ReactNode;
  /** The dialog's own element: it becomes the dialog, with the focus trap and Escape. */
  children: ReactElement;
}

/**
 * The Radix dialog beneath every dialog a LazyDialogButton opens: mounted open, closing
 * calls onClose, and focus goes back to the button, which sits outside this Root, so Radix
 * cannot return focus to it by itself.
 */
export function DialogFrame({ onClose, returnFocusTo, backdrop, children }: DialogFrameProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        {backdrop}
        <Dialog.Content
          asChild
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
