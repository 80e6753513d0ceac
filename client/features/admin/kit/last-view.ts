/**
 * The last view a user chose on a list, kept on this device (docs/decisions/101): a view's id, or
 * 'all' for the plain list. A user coming back to the list with no search in its URL gets it again.
 */
export type LastView = string | 'all';

const key = (userId: string, list: string) => `toyshop.admin.last-view.${userId}.${list}`;

/** The last view chosen, or null when none was (or storage is unavailable). */
export function readLastView(storage: Pick<Storage, 'getItem'> | undefined, userId: string, list: string): LastView | null {
  try {
    return storage?.getItem(key(userId, list)) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the view chosen; storage that refuses (private mode, full) only loses the habit. */
export function writeLastView(storage: Pick<Storage, 'setItem'> | undefined, userId: string, list: string, view: LastView): void {
  try {
    storage?.setItem(key(userId, list), view);
  } catch {
    // The list works the same without the habit.
  }
}

/** The browser's localStorage, when there is one. */
export function deviceStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
