import {
  Suspense,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type RefObject,
} from 'react';

/** What every lazily loaded dialog receives from the button that opened it. */
export interface LazyDialogProps {
  onClose: () => void;
  /** The button or link that opened the dialog; it gets focus back when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export interface LazyDialogButtonProps extends Omit<
  ComponentPropsWithoutRef<'button'>,
  'type' | 'onClick'
> {
  /** The dialog, made with React.lazy: its code loads on the first open. */
  dialog: ComponentType<LazyDialogProps>;
  /** Starts loading the dialog's code when the pointer arrives, ahead of the click. */
  preload: () => Promise<unknown>;
}

/** A button that opens a dialog whose code is loaded only when a visitor asks for it. */
export function LazyDialogButton({
  dialog: Dialog,
  preload,
  ...buttonProps
}: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        {...buttonProps}
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void preload()}
      />
      {open ? (
        <Suspense fallback={null}>
          <Dialog onClose={() => setOpen(false)} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
