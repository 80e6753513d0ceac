import type { ToastText } from '../../../shared/texts';

export type ToastVariant = 'default' | 'destructive';

/** A button on a toast that undoes what it announces ("Undo"); pressing it dismisses the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast extends ToastText {
  id: number;
  variant: ToastVariant;
  action?: ToastAction;
}

const DISMISS_AFTER_MS = 5000;
/** A toast with an action stays longer: time to read it and reach its button. */
const DISMISS_WITH_ACTION_AFTER_MS = 10_000;
const MAX_VISIBLE = 3;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast (SPEC §8: a title, then a text); it dismisses itself after a few seconds. The same
 * message said again (PayPal's window reporting one refused address twice, say) replaces the one
 * on screen and starts its time again, rather than stacking a copy.
 */
export function showToast(text: ToastText, variant: ToastVariant = 'default', action?: ToastAction): number {
  const id = nextId++;
  const others = toasts.filter((shown) => !(shown.title === text.title && shown.description === text.description && shown.variant === variant));
  publish([...others, { ...text, id, variant, ...(action ? { action } : {}) }].slice(-MAX_VISIBLE));
  setTimeout(() => dismissToast(id), action ? DISMISS_WITH_ACTION_AFTER_MS : DISMISS_AFTER_MS);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): Toast[] {
  return toasts;
}
