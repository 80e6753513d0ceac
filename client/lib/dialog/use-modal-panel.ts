import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one focus trap: what a modal panel owes the keyboard while it is open. Focus moves into it
 * (the first control), Escape closes it, Tab and Shift+Tab stay inside it, and focus goes back when
 * it closes: to `returnFocusTo` (the control that opens it) or else to whatever had focus before.
 * The page behind stops scrolling unless `lockScroll` is false. Spread the returned handler on the panel.
 */
export function useModalPanel(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  { returnFocusTo, lockScroll = true }: { returnFocusTo?: RefObject<HTMLElement | null>; lockScroll?: boolean } = {},
): (event: KeyboardEvent<HTMLElement>) => void {
  useEffect(() => {
    if (!open) return;
    const opener = returnFocusTo ? returnFocusTo.current : document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    if (lockScroll) document.body.style.overflow = 'hidden';
    return () => {
      if (lockScroll) document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, panel, returnFocusTo, lockScroll]);

  return (event) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
