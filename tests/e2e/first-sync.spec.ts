import { expect, test, type Page } from '@playwright/test';
import { loadCatalogue } from './support/catalogue';

// A fresh device's first catalogue sync (ADR 007, 015): the first products batch is asked for
// while the local database is still opening, used once, and never asked for again once the
// device holds the catalogue.

/** Every products pull the page sends, split into "from the beginning" and "from a checkpoint". */
function countProductPulls(page: Page): { fromStart: number; fromCheckpoint: number } {
  const seen = { fromStart: 0, fromCheckpoint: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/sync/products/pull') return;
    if (url.searchParams.has('xid')) seen.fromCheckpoint += 1;
    else seen.fromStart += 1;
  });
  return seen;
}

async function catalogueOnDevice(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__shopSync !== undefined);
  return page.evaluate(async () => {
    await window.__shopSync!.ready;
    return (await window.__shopSync!.counts()).products;
  });
}

test('a fresh device pulls the first products batch once, holds every product, and resumes from its checkpoint later', async ({ page, request }) => {
  const { products } = await loadCatalogue(request);
  const pulls = countProductPulls(page);

  await page.goto('/about');
  // Every product document arrived, including soft-deleted ones the device drops (none are live here).
  expect(await catalogueOnDevice(page)).toBe(products.length);
  expect(pulls.fromStart).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('toy-shop:catalogue-synced'))).toBe('1');
  // Stored by a worker, off the page's main thread (docs/decisions/079): each batch it committed is measured on the page.
  const storedByWorker = await page.evaluate(() => performance.getEntriesByType('measure').filter((entry) => entry.name.startsWith('products batch stored by the worker')).length);
  expect(storedByWorker).toBeGreaterThan(0);

  // A later visit starts from the stored checkpoint: nothing from the beginning again.
  pulls.fromStart = 0;
  pulls.fromCheckpoint = 0;
  await page.reload();
  expect(await catalogueOnDevice(page)).toBe(products.length);
  expect(pulls.fromStart).toBe(0);
  expect(pulls.fromCheckpoint).toBeGreaterThanOrEqual(1);
});

test('on a server-rendered page the first sync is begun by the page itself: one first batch, every product, the database chunk once, the service worker after the catalogue', async ({ page, request }) => {
  const { products } = await loadCatalogue(request);
  const pulls = countProductPulls(page);
  const chunks: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/shop-database-[^/]+\.js$/.test(new URL(sent.url()).pathname)) chunks.push(sent.url());
  });

  await page.goto('/');
  // The page asks for the database chunk and the first batch after its first paint; the entry asks for neither again.
  expect(await catalogueOnDevice(page)).toBe(products.length);
  expect(pulls.fromStart).toBe(1);
  expect(chunks).toHaveLength(1);
  // Nothing of it is left for a later first pull to take.
  expect(await page.evaluate(() => '__shopFirstProductsPull' in window)).toBe(false);
  // The service worker registers once the catalogue is on the device (and then controls the page).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');

  // The listing shows the catalogue; a later visit pulls nothing from the beginning.
  await expect(page.getByTestId('page-home')).toBeVisible();
  pulls.fromStart = 0;
  await page.reload();
  expect(await catalogueOnDevice(page)).toBe(products.length);
  expect(pulls.fromStart).toBe(0);
});

test('a first sync cut off by the network going away completes once the device is back online, with every product', async ({ page, context, request }) => {
  const { products } = await loadCatalogue(request);
  // The first products batch is held until the device has gone offline, and then fails: the small
  // collections are on the device, the products are not.
  let goneOffline!: () => void;
  const offline = new Promise<void>((resolve) => (goneOffline = resolve));
  let productPulls = 0;
  await page.route('**/api/sync/products/pull*', async (route) => {
    productPulls += 1;
    if (productPulls > 1) return route.continue();
    await offline;
    await route.abort('internetdisconnected');
  });
  const cutOff = page.waitForEvent('console', (message) => message.text().includes('Replication of products failed'));

  await page.goto('/about');
  await expect.poll(() => productPulls).toBe(1);
  await context.setOffline(true);
  goneOffline();
  await cutOff;
  expect(await page.evaluate(() => localStorage.getItem('toy-shop:catalogue-synced'))).toBeNull();

  await context.setOffline(false);
  expect(await catalogueOnDevice(page)).toBe(products.length);
  expect(await page.evaluate(() => localStorage.getItem('toy-shop:catalogue-synced'))).toBe('1');
});
