import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';

/**
 * The back office's dialogs are the browser's own modal <dialog>: focus moves in and stays there,
 * Escape cancels (each dialog's onCancel says what that means), the page behind is inert.
 */

/** A dialog shown while `open` is true (`onShown` runs as it opens, e.g. to select a field); focus goes back to its opener when it closes. */
export function useDialogShownWhile(open: boolean, onShown?: () => void): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = useEffectEvent(() => onShown?.());
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      shown();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
}

/** A dialog shown as it mounts and removed (not closed) when done: focus goes back to what had it before, by hand. */
export function useDialogWhileMounted(): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return dialog;
}
