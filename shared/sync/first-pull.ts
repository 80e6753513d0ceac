// A fresh device's first products pull, which the server page's inline script may begin before the
// app's entry runs (docs/decisions/020). Both sides need these names; nothing here loads zod.
import { SHOP_DATABASE_NAME, firstPullProgressKey } from './local-database';

/** localStorage key, '1' once this device has held the whole catalogue (its later syncs are incremental). */
export const CATALOGUE_SYNCED_KEY = 'toy-shop:catalogue-synced';

/**
 * How many products the first products pull asks for. Far fewer than one answer may carry: the page
 * parses it whole (`response.json()`), and 2,000 products are a long task on a phone (~0.2 s at 4×
 * CPU slowdown; 250 still took ~50 ms); the batches after it are read as they arrive (docs/decisions/078).
 */
export const FIRST_PRODUCTS_PULL_LIMIT = 100;

/** The first products pull: from the beginning, FIRST_PRODUCTS_PULL_LIMIT of them. */
export const FIRST_PRODUCTS_PULL_PATH = `/api/sync/products/pull?limit=${FIRST_PRODUCTS_PULL_LIMIT}`;

/**
 * The window property where the server page's inline script leaves the first products pull it
 * began (a promise of the answer's parsed body); the app's entry takes it (client/lib/db/first-pull-prefetch.ts).
 */
export const FIRST_PRODUCTS_PULL_GLOBAL = '__shopFirstProductsPull';


/**
 * localStorage key of an interrupted first products pull's position (docs/decisions/078): a page that
 * finds it resumes from there, so it asks for no first batch from the beginning.
 */
export const PRODUCTS_FIRST_PULL_PROGRESS_KEY = firstPullProgressKey(SHOP_DATABASE_NAME, 'products');
