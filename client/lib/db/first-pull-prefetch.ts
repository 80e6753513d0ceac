// A fresh device's first products pull, asked for while the local database is still loading.
// Opening RxDB (its chunk, IndexedDB, nine collections) takes a moment that the first batch's
// request and the server's answer can use. Lives in the entry chunk: no RxDB here.
import { MAX_PULL_BATCH } from '../../../shared/sync/limits';
import { apiRequest } from '../api/api-client';
import {
  CATALOGUE_SYNCED_KEY as SYNCED_KEY, FIRST_PRODUCTS_PULL_GLOBAL, FIRST_PRODUCTS_PULL_LIMIT, FIRST_PRODUCTS_PULL_PATH, PRODUCTS_FIRST_PULL_PROGRESS_KEY,
} from '../../../shared/sync/first-pull';

/** Pulls ask for as much as the server answers at once. */
export const PULL_BATCH_SIZE = MAX_PULL_BATCH;

/** How many products the prefetched first batch holds (from here, so that the database's chunk shares this one). */
export const PREFETCHED_PRODUCTS = FIRST_PRODUCTS_PULL_LIMIT;

let prefetched: Promise<unknown> | null = null;

/** Whether this device has held the whole catalogue before (its later syncs are incremental). */
export function deviceHasSynced(): boolean {
  try {
    return localStorage.getItem(SYNCED_KEY) === '1';
  } catch {
    return true; // Without storage, never prefetch: the ordinary pull is always right.
  }
}

/** Whether an interrupted first products pull waits to go on from where it got (it asks for no first batch). */
function firstPullToResume(): boolean {
  try {
    return localStorage.getItem(PRODUCTS_FIRST_PULL_PROGRESS_KEY) !== null;
  } catch {
    return false;
  }
}

declare global {
  interface Window {
    [FIRST_PRODUCTS_PULL_GLOBAL]?: Promise<unknown>;
  }
}

/**
 * Starts the first products batch on a device that has never held the catalogue (once per page),
 * or takes the one the server page's inline script began after its first paint.
 */
export function prefetchFirstProductsPull(): void {
  const begun = window[FIRST_PRODUCTS_PULL_GLOBAL];
  if (begun) {
    // Taken once: a later first pull (a retry) asks the server again.
    delete window[FIRST_PRODUCTS_PULL_GLOBAL];
    prefetched ??= begun;
    prefetched.catch(() => undefined);
    return;
  }
  if (prefetched || deviceHasSynced() || firstPullToResume() || !navigator.onLine) return;
  // The same URL as the server page's inline script asks (shared/sync/first-pull.ts), so its answer is interchangeable.
  prefetched = apiRequest<unknown>('GET', FIRST_PRODUCTS_PULL_PATH);
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
