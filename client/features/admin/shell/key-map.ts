import { GO_KEY_WAIT_MS, GO_KEYS } from '../../../../shared/admin/keys';
import type { AdminScreen } from '../../../../shared/roles';

export type KeyCommand = { kind: 'search' } | { kind: 'keys' } | { kind: 'go'; screen: AdminScreen };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Where a key types rather than commands: a text field, a select, an editable area. */
export function typesText(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
}

/**
 * What a key press means (docs/decisions/098), given when an unanswered `g` was pressed (null: none):
 * the command, if any, and when the pending `g` now stands.
 */
export function commandOf(press: KeyPress, pendingGoAt: number | null, now: number): { command: KeyCommand | null; pendingGoAt: number | null } {
  if (press.altKey) return { command: null, pendingGoAt: null };
  if ((press.ctrlKey || press.metaKey) && press.key.toLowerCase() === 'k') return { command: { kind: 'search' }, pendingGoAt: null };
  if (press.ctrlKey || press.metaKey) return { command: null, pendingGoAt: null };
  if (pendingGoAt !== null && now - pendingGoAt <= GO_KEY_WAIT_MS) {
    const screen = GO_KEYS[press.key];
    if (screen) return { command: { kind: 'go', screen }, pendingGoAt: null };
  }
  if (press.key === 'g') return { command: null, pendingGoAt: now };
  if (press.key === '/') return { command: { kind: 'search' }, pendingGoAt: null };
  if (press.key === '?') return { command: { kind: 'keys' }, pendingGoAt: null };
  return { command: null, pendingGoAt: null };
}
