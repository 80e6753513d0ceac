import { useEffect, useEffectEvent, useRef } from 'react';
import type { KeyCommand } from './key-map';
import { commandOf, typesText } from './key-map';

/**
 * The back office's keys on the whole page (docs/decisions/098): `/` and Ctrl/⌘-K, `g` then a screen's
 * letter, `?`. Nothing happens while a field has focus or a dialog is open (Escape closes that
 * dialog, by the browser's own <dialog>), nor for a key another handler has already taken.
 */
export function useBackOfficeKeys(onCommand: (command: KeyCommand) => void): void {
  const pendingGoAt = useRef<number | null>(null);
  const run = useEffectEvent(onCommand);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || typesText(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const { command, pendingGoAt: next } = commandOf(event, pendingGoAt.current, performance.now());
      pendingGoAt.current = next;
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
