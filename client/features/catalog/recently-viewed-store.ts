import { useSyncExternalStore } from 'react';
import { parseRecentlyViewed, withViewed } from '../../../shared/catalog/recently-viewed';

// The products this device viewed, most recent first: ids only, in localStorage (docs/decisions/032).
// The products themselves are read from the local catalogue when shown, so prices and stock are
// today's and a deleted product simply drops out.

const RECENTLY_VIEWED_KEY = 'toy-shop:recently-viewed';
const listeners = new Set<() => void>();
const NOTHING: readonly string[] = [];
let cache: { raw: string | null; list: readonly string[] } = { raw: null, list: NOTHING };

function readRaw(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return null;
  }
}

/** The remembered ids; the same array while storage holds the same text (useSyncExternalStore needs that). */
function snapshot(): readonly string[] {
  const raw = readRaw();
  if (raw === cache.raw) return cache.list;
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    // Unreadable: start again.
  }
  cache = { raw, list: parseRecentlyViewed(parsed) };
  return cache.list;
}

/** Notes that the shopper viewed a product on this device. */
export function rememberViewed(productId: string): void {
  const current = snapshot();
  const next = withViewed(current, productId);
  if (next.length === current.length && next.every((id, index) => id === current[index])) return;
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the section just stays as it was.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab viewed a product.
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The device's recently viewed product ids, most recent first; follows this tab and the others. */
export function useRecentlyViewedIds(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => NOTHING);
}
