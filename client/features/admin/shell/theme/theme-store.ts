import { parseThemeChoice, type ThemeChoice } from '../../../../../shared/admin/theme';

// Each staff member's choice on this device, by their account id (docs/decisions/102); and the
// choice last shown here, for the moment before the session says who is signed in.
const KEY_PREFIX = 'toy-shop:admin-theme:';
const LAST_SHOWN_KEY = 'toy-shop:admin-theme:last-shown';
const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function keyFor(userId: string | null): string {
  return userId ? `${KEY_PREFIX}${userId}` : LAST_SHOWN_KEY;
}

/** The staff member's choice (or, while nobody is known yet, the one last shown on this device). */
export function readThemeChoice(userId: string | null): ThemeChoice {
  try {
    return parseThemeChoice(localStorage.getItem(keyFor(userId)));
  } catch {
    return 'system';
  }
}

function write(key: string, choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(key);
    else localStorage.setItem(key, choice);
  } catch {
    // Storage refused (a private window that is full): the choice holds for this page only.
  }
}

/** Keeps a staff member's choice, and tells the back office to paint it. */
export function chooseTheme(userId: string, choice: ThemeChoice): void {
  write(keyFor(userId), choice);
  rememberShown(choice);
  for (const listener of listeners) listener();
}

/** What the back office shows before the next sign-in's session is known: this choice. */
export function rememberShown(choice: ThemeChoice): void {
  write(LAST_SHOWN_KEY, choice);
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/** Calls back when a choice is made (here or in another tab) or the device's setting changes. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    window.removeEventListener('storage', listener);
  };
}
