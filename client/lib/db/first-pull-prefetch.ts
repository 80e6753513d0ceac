// A fresh device's first products pull, asked for while the local database is still loading.
// Opening RxDB (its chunk, IndexedDB, nine collections) takes a moment that the first batch's
// request and the server's answer can use. Lives in the entry chunk: no RxDB here.
import { MAX_PULL_BATCH } from '../../../shared/sync/limits';

/** Set once this device has held the whole catalogue; a device with it never prefetches. */
const SYNCED_KEY = 'toy-shop:catalogue-synced';

/** Pulls ask for as much as the server answers at once. */
export const PULL_BATCH_SIZE = MAX_PULL_BATCH;

let prefetched: Promise<unknown> | null = null;

/** Whether this device has held the whole catalogue before (its later syncs are incremental). */
export function deviceHasSynced(): boolean {
  try {
    return localStorage.getItem(SYNCED_KEY) === '1';
  } catch {
    return true; // Without storage, never prefetch: the ordinary pull is always right.
  }
}

/** Starts the first products batch on a device that has never held the catalogue (once per page). */
export function prefetchFirstProductsPull(): void {
  if (prefetched || deviceHasSynced() || !navigator.onLine) return;
  prefetched = fetch(`/api/sync/products/pull?limit=${PULL_BATCH_SIZE}`, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  }).then((response) => {
    if (!response.ok) throw new Error(`Pull of products failed with ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  // Whoever takes it handles a failure; left untaken, it must not be reported as unhandled.
  prefetched.catch(() => undefined);
}

/** The prefetched first batch's body, once: a later first pull (a retry) asks the server again. */
export function takePrefetchedFirstProductsPull(): Promise<unknown> | null {
  const taken = prefetched;
  prefetched = null;
  return taken;
}

/** Remembers that this device holds the whole catalogue. */
export function rememberCatalogueSynced(): void {
  try {
    localStorage.setItem(SYNCED_KEY, '1');
  } catch {
    // Then the next fresh page may prefetch a batch it does not need: harmless.
  }
}
