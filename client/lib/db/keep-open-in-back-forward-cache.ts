import { Dexie } from 'dexie';

/**
 * Keeps IndexedDB open while a page sits in the back/forward cache (docs/decisions/078). Dexie
 * closes every database on a persisted `pagehide` and counts on reopening by itself on the next
 * call, but RxDB's Dexie storage turns that reopening off (`autoOpen: false`): a page restored from
 * the cache would find its local database closed for good. Chromium caches pages with an open
 * IndexedDB connection (it evicts one that blocks another page's upgrade), so it stays open.
 */
export function keepDatabasesOpenInBackForwardCache(): void {
  Dexie.disableBfCache = true;
}
