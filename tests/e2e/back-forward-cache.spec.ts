import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../shared/money';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { loadCatalogue, released } from './support/catalogue';

// Storefront pages can enter the back/forward cache (issue 24, docs/decisions/078): none registers
// an unload or beforeunload handler, not even the tab that leads RxDB's multi-tab election (whose
// library registered both); a page restored from the cache shows what changed while it was away,
// and some tab always leads.

// Playwright turns the cache off (--disable-back-forward-cache); these tests need it on.
test.use({ launchOptions: { ...CHROMIUM_LAUNCH, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

declare global {
  interface Window {
    __unloadHandlers?: string[];
    __restoredFromCache?: number;
  }
}

/**
 * Before any of the page's scripts run: records every unload or beforeunload listener added to the
 * window or the document and every such handler property set, and counts restores from the cache.
 */
async function watchPageLifecycle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const handlers: string[] = [];
    window.__unloadHandlers = handlers;
    window.__restoredFromCache = 0;
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if ((type === 'unload' || type === 'beforeunload') && (this === window || this === document)) {
        handlers.push(`${type} listener, added at ${new Error().stack?.split('\n')[2]?.trim() ?? '?'}`);
      }
      return add.call(this, type, listener, options);
    };
    for (const name of ['onunload', 'onbeforeunload'] as const) {
      let handler: unknown = null;
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => handler,
        set: (value: unknown) => {
          if (value) handlers.push(`${name} set`);
          handler = value;
        },
      });
    }
    window.addEventListener('pageshow', (event) => {
      if (event.persisted) window.__restoredFromCache! += 1;
    });
  });
}

/** Waits until this tab holds the whole catalogue (it leads, or it could not have synced it). */
async function catalogueReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__shopSync !== undefined);
  await page.evaluate(() => window.__shopSync!.ready);
}

const leads = (page: Page) => page.evaluate(() => window.__shopSync!.leads());

/** Asserts that the page came back from the cache, naming the browser's reasons when it did not. */
async function expectRestoredFromCache(page: Page): Promise<void> {
  const { restored, reasons } = await page.evaluate(() => ({
    restored: window.__restoredFromCache ?? 0,
    reasons: JSON.stringify((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown })?.notRestoredReasons ?? null),
  }));
  expect(restored, `the page was loaded again instead of restored from the back/forward cache; the browser's reasons: ${reasons}`).toBe(1);
}

test('no storefront page registers an unload or beforeunload handler, the tab leading the sync included', async ({ page, request }) => {
  const { products } = await loadCatalogue(request);
  await watchPageLifecycle(page);
  for (const path of ['/', '/shop', `/product/${products[0]!.id}`, '/cart']) {
    await page.goto(path);
    await catalogueReady(page);
    // This tab leads the election: the library that registered both handlers has had its turn.
    expect(await leads(page)).toBe(true);
    const found = await page.evaluate(() => ({
      handlers: window.__unloadHandlers,
      attributes: document.querySelectorAll('[onunload], [onbeforeunload]').length,
    }));
    expect(found, `on ${path}`).toEqual({ handlers: [], attributes: 0 });
  }
});

test('a page restored from the back/forward cache shows a price changed while it was away, and leads the sync again', async ({ page, request }) => {
  const { products } = await loadCatalogue(request);
  // One without sizes from the middle of the price range: no other journey's cheapest or dearest.
  const unsized = products.filter((product) => product.variants.length === 0 && released(product)).sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));
  const product = unsized[Math.floor(unsized.length / 2)]!;
  const newPrice = product.price + 1;
  await watchPageLifecycle(page);

  await page.goto(`/product/${product.id}`);
  await catalogueReady(page);
  await expect(page.getByTestId('product-price')).toHaveText(formatMoney(product.price, 'USD'));
  // Away to a page without the app: the product page goes into the cache.
  await page.goto('/api/health');
  try {
    const changed = await request.post('/__e2e/set-price', { data: { productId: product.id, price: newPrice } });
    expect(await changed.json()).toEqual({ updated: 1 });

    // A restored page has no load of its own to wait for.
    await page.goBack({ waitUntil: 'commit' });
    await expectRestoredFromCache(page);
    await expect(page.getByTestId('product-price')).toHaveText(formatMoney(newPrice, 'USD'));
    // It gave up leading when it went into the cache; alone again, it leads.
    await expect.poll(() => leads(page)).toBe(true);
  } finally {
    await request.post('/__e2e/set-price', { data: { productId: product.id, price: product.price } });
  }
});

test('when the leading tab goes away another tab leads; back again, it waits its turn and leads once that tab closes', async ({ page, context }) => {
  await watchPageLifecycle(page);
  await page.goto('/about');
  await catalogueReady(page);
  expect(await leads(page)).toBe(true);

  const other = await context.newPage();
  await other.goto('/about');
  await other.waitForFunction(() => window.__shopSync !== undefined);
  expect(await leads(other)).toBe(false);

  // The leader goes away (into the cache) and gives up leading: the other tab takes over.
  await page.goto('/api/health');
  await expect.poll(() => leads(other)).toBe(true);
  await catalogueReady(other);

  // Back: Chromium evicts a cached page that a BroadcastChannel message reaches (the other tab's
  // database speaks to its tabs), so here the page is loaded again rather than restored; either
  // way it must not lead while the other tab does.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => window.__shopSync !== undefined);
  await page.evaluate(() => window.__shopSync!.counts());
  expect(await leads(page)).toBe(false);
  await other.close();
  await expect.poll(() => leads(page)).toBe(true);
  await catalogueReady(page);
});
