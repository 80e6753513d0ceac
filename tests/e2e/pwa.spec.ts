import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH } from '../support/chromium';

/** Polls until the service worker is active and controls the page (its precache is complete then). */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 45_000 })
    .toBe('activated');
}

test('the web app manifest describes an installable app', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const href = /<link[^>]+rel="manifest"[^>]+href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src.startsWith('/') ? icon.src : `/${icon.src}`);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('the service worker installs, controls the page, and never answers /api', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((name) => name.includes('precache'));
    if (!precache) return [];
    const requests = await (await caches.open(precache)).keys();
    return requests.map((request) => new URL(request.url).pathname);
  });
  expect(precached.some((path) => path.startsWith('/index.html'))).toBe(true);
  expect(precached.some((path) => path.startsWith('/api/'))).toBe(false);
  // Fetched once online, so a worker that cached API answers would have this one.
  expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);
  await context.setOffline(true);
  const status = await page.evaluate(async () => {
    try {
      const response = await fetch('/api/health');
      return response.status;
    } catch {
      return 'network-error';
    }
  });
  expect(status).toBe('network-error');
  await context.setOffline(false);
});

test('the precache holds the pages that work offline and the counter, not the rest of the back office or checkout; a page that needs the network, visited once, still opens offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const cached = (name: string) =>
    page.evaluate(async (wanted) => {
      const cacheName = (await caches.keys()).find((key) => key.includes(wanted));
      return cacheName ? (await (await caches.open(cacheName)).keys()).map((request) => new URL(request.url).pathname) : [];
    }, name);
  const precached = await cached('precache');
  // docs/decisions/090: the shop, a product, the cart and the counter tablet load offline...
  const chunkOf = (route: string) => new RegExp(`^/assets/${route.replaceAll('.', '\\.')}-[\\w-]{8}\\.js$`);
  for (const route of ['shop', 'product._id', 'cart', 'store-locator', 'admin.pickup-verification']) {
    expect(precached.some((path) => chunkOf(route).test(path)), route).toBe(true);
  }
  // ...the back office's other screens and checkout need the network, and are not downloaded ahead.
  for (const route of ['admin.orders.index', 'admin.settings', 'checkout', 'careers.index', 'profile']) {
    expect(precached.some((path) => chunkOf(route).test(path)), route).toBe(false);
  }

  // Careers needs the network; visited once, its code is kept, so a reload offline shows the page.
  await page.goto('/careers');
  await expect(page.getByTestId('page-careers')).toBeVisible();
  await expect.poll(async () => (await cached('app-chunks')).some((path) => chunkOf('careers.index').test(path)), { timeout: 20_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('page-careers')).toBeVisible();
  await context.setOffline(false);
});

test('a reload with the network off still shows the app and the catalogue', async ({ page, context }) => {
  await page.goto('/shop');
  await waitForServiceWorkerControl(page);
  await page.evaluate(async () => {
    await (window as unknown as { __shopSync: { ready: Promise<void> } }).__shopSync.ready;
  });
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const cardsOnline = await page.getByTestId('product-card').count();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('page-shop')).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.getByTestId('product-card').count()).toBe(cardsOnline);

  await page.goto('/brand');
  await expect(page.getByTestId('page-brand')).toBeVisible();
  await page.goto('/some/unknown/path');
  await expect(page.getByTestId('page-not-found')).toBeVisible();
  await context.setOffline(false);
});

test('the installability check reports no errors', async ({ baseURL }) => {
  // Installability reports "in-incognito" for a normal context: use a persistent profile.
  const profile = mkdtempSync(join(tmpdir(), 'shop-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('"ready to work offline" is a toast that goes by itself, and lets clicks through around it', async ({ page }) => {
  // The toast lives 5 s and the service worker may take long to install on a busy machine: a
  // watcher in the page records when the toast comes and goes, so the test never races its life.
  await page.addInitScript((text) => {
    const log: Array<{ event: 'shown' | 'gone'; visible: boolean }> = [];
    (window as unknown as { __offlineToastLog: typeof log }).__offlineToastLog = log;
    let shown: Element | null = null;
    new MutationObserver(() => {
      const toast = [...document.querySelectorAll('[data-testid="toast"]')].find((element) => element.textContent?.includes(text));
      if (toast && !shown) {
        shown = toast;
        log.push({ event: 'shown', visible: toast.checkVisibility() });
      } else if (shown && !shown.isConnected) {
        shown = null;
        log.push({ event: 'gone', visible: false });
      }
    }).observe(document, { childList: true, subtree: true });
  }, 'The shop is ready to work offline.');
  await page.goto('/');
  const events = () => page.evaluate(() => (window as unknown as { __offlineToastLog: unknown[] }).__offlineToastLog);
  await expect.poll(events, { timeout: 45_000 }).toContainEqual({ event: 'shown', visible: true });
  // The notifications region takes no clicks of its own: only the toast's box does.
  expect(await page.locator('.toaster').evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none');
  await expect.poll(events, { timeout: 20_000 }).toEqual([
    { event: 'shown', visible: true },
    { event: 'gone', visible: false },
  ]);
  await expect(page.locator('.app-banner')).toHaveCount(0);
});

test('a prompt whose code cannot be fetched (offline before it was cached) leaves the page working', async ({ page }) => {
  const refused: string[] = [];
  await page.route(/\/assets\/(update|region)-prompt-[^/]+\.js$/, async (route) => {
    refused.push(new URL(route.request().url()).pathname);
    await route.abort('internetdisconnected');
  });
  await page.goto('/shop');
  await expect.poll(() => refused.length, { timeout: 45_000 }).toBe(2);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
