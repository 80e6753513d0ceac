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

/** Every toast not yet dismissed, oldest first; only the newest `room` of them are on screen. */
let toasts: Toast[] = [];
let room = MAX_VISIBLE;
let visible: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
/** Each toast's time left; it runs only while the toast is on screen. */
const clocks = new Map<number, { left: number; since: number | null; timer: ReturnType<typeof setTimeout> | null }>();

function publish(next: Toast[]): void {
  toasts = next;
  visible = toasts.slice(-room);
  for (const [id, clock] of clocks) {
    const onScreen = visible.some((toast) => toast.id === id);
    if (onScreen && clock.timer === null) {
      clock.since = Date.now();
      clock.timer = setTimeout(() => dismissToast(id), clock.left);
    } else if (!onScreen && clock.timer !== null) {
      clearTimeout(clock.timer);
      clock.left -= Date.now() - (clock.since ?? Date.now());
      clock.timer = null;
      clock.since = null;
    }
  }
  for (const listener of listeners) listener();
}

/**
 * Shows a toast (SPEC §8: a title, then a text); it dismisses itself after a few seconds on screen. The
 * same message said again (PayPal's window reporting one refused address twice, say) replaces the one
 * on screen and starts its time again, rather than stacking a copy.
 */
export function showToast(text: ToastText, variant: ToastVariant = 'default', action?: ToastAction): number {
  const id = nextId++;
  const repeated = toasts.filter((shown) => shown.title === text.title && shown.description === text.description && shown.variant === variant);
  for (const toast of repeated) forget(toast.id);
  const kept = toasts.filter((shown) => !repeated.includes(shown));
  const next = [...kept, { ...text, id, variant, ...(action ? { action } : {}) }];
  for (const dropped of next.slice(0, -MAX_VISIBLE)) forget(dropped.id);
  clocks.set(id, { left: action ? DISMISS_WITH_ACTION_AFTER_MS : DISMISS_AFTER_MS, since: null, timer: null });
  publish(next.slice(-MAX_VISIBLE));
  return id;
}

export function dismissToast(id: number): void {
  forget(id);
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

function forget(id: number): void {
  const clock = clocks.get(id);
  if (clock?.timer) clearTimeout(clock.timer);
  clocks.delete(id);
}

/**
 * How many toasts the screen has room for (the newest ones), `null` for the usual three. The others
 * wait, their time stopped, and show once there is room again: while the mini-cart is open on a
 * phone only the space below it is left (docs/decisions/073).
 */
export function setToastRoom(count: number | null): void {
  room = count ?? MAX_VISIBLE;
  publish(toasts);
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts on screen, oldest first. */
export function currentToasts(): Toast[] {
  return visible;
}
