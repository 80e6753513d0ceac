// Keys typed before the page that reads them has a field to type into: a keyboard-wedge scanner at
// the counter tablet types a code and Enter as soon as the code is scanned, maybe while the back
// office's code is still loading (issue 23, point 7). Held from the entry's first run, on the pages
// that ask for it, while nothing that takes typing has focus; the page takes them once, when ready.

/** Pages whose first keystrokes are held until the page takes them. */
const HOLDING_PATHS = new Set(['/admin/pickup-verification']);

let held: string[] | null = null;

function takesTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select') !== null);
}

function hold(event: KeyboardEvent): void {
  if (!held || event.ctrlKey || event.metaKey || event.altKey || takesTyping(event.target)) return;
  if (event.key === 'Enter' || event.key.length === 1) held.push(event.key);
}

/** Starts holding keystrokes when this is a page that asks for it (called by the entry, at once). */
export function holdEarlyKeystrokes(pathname: string): void {
  if (held || !HOLDING_PATHS.has(pathname)) return;
  held = [];
  document.addEventListener('keydown', hold, true);
}

/** The keys held so far (each character, and 'Enter'); holding stops. */
export function takeEarlyKeystrokes(): string[] {
  const keys = held ?? [];
  held = null;
  document.removeEventListener('keydown', hold, true);
  return keys;
}

/** Held keys as a wedge scanner means them: the codes ended by Enter, and what was typed after the last. */
export function scansOf(keys: readonly string[]): { entered: string[]; typing: string } {
  const entered: string[] = [];
  let typing = '';
  for (const key of keys) {
    if (key !== 'Enter') typing += key;
    else if (typing) {
      entered.push(typing);
      typing = '';
    }
  }
  return { entered, typing };
}
