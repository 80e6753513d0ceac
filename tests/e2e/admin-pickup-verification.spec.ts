import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PICKUP_COUNTER_TEXTS as T } from '../../shared/admin/pickup-verification.schema';
import type { ProductDoc, StoreDoc } from '../../shared/sync/documents';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { writeQrCameraClip } from '../support/fake-camera';
import { decodeQr } from '../support/qr-decode';
import { expectNoSidewaysScroll, seededAccount, signInAs } from './support/admin';
import { expectNoSeriousAxeViolations } from './support/axe';
import { buyForPickup, storeAndProductPicks } from './support/pickup';
import { lookUp, lookUpUntilFound, openTablet, orderStatus, serviceWorkerActive, synced, SYNC } from './support/pickup-counter';

// The counter tablet (issue 13, docs/decisions/042) against the built shop: a shopper buys for pickup
// and sees the code and its QR; staff mark the order ready on the tablet; the tablet goes offline (and is
// reloaded: the service worker serves it),
// verifies the code (the one the QR decodes to) and hands over; back online the order is `collected`.
// Two tablets offline hand the same order over: both kept, the order flagged "collected twice" for
// the manager with both names. A wrong code, or another store's, is refused in the words.

test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** The staff member's store (server/seed/accounts.ts): the manager serves it and Chicago. */
const STORE_SLUG = 'new-york-upper-west-side';

let store: StoreDoc;
let product: ProductDoc;
/** The first journey's pickup (collected by then): what the camera shows in the last one. */
let collected: { code: string; shopperName: string } | null = null;

test.beforeAll(async ({ request }) => {
  const picks = await storeAndProductPicks(request, { minStock: 3, storeSlug: STORE_SLUG });
  expect(picks.length, 'the staff member\'s store holds a product for pickup').toBeGreaterThan(0);
  // The last one: the pickup checkout journey buys the first store's first product.
  ({ store, product } = picks.at(-1)!);
});

test('a pickup bought by a shopper is marked ready, verified and handed over offline, and is collected once back online', async ({ page, browser }) => {
  const shopper = { name: 'Robin Collector', email: 'robin.collector@example.com', phone: '+1 212 555 0188' };
  const { orderId, code } = await buyForPickup(page, store, product, shopper);

  // The QR the shopper is shown decodes to the code: that decoded text is what the tablet is given.
  const confirmation = page.getByTestId('page-pickup-confirmation');
  await expect(confirmation.locator('.pickup-qr')).toHaveAttribute('data-state', 'drawn');
  const decoded = await decodeQr(new Uint8Array(await confirmation.getByTestId('pickup-qr').screenshot()));
  expect(decoded).toEqual([code]);
  const scanned = decoded[0]!;

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAs(adminPage, 'admin');

  const { context: tablet, page: counter } = await openTablet(browser, 'staff');
  await synced(counter);
  await expect(counter.getByTestId('counter-network')).toHaveText(T.online);
  // Staff of one store: no picker, the store named.
  await expect(counter.getByTestId('counter-store')).toHaveText(store.name);

  // Paid, not ready yet: name, item and state shown; staff mark it ready (online).
  const card = await lookUpUntilFound(counter, scanned.toLowerCase());
  await expect(card.getByTestId('counter-state')).toHaveText(T.notReady);
  await expect(card.getByRole('heading', { name: shopper.name })).toBeVisible();
  await expect(card).toContainText(`1 × ${product.name}`);
  await expect(card.getByRole('button', { name: T.confirm })).toHaveCount(0);
  // Landscape tablet: nothing scrolls sideways; no serious accessibility problem.
  await expectNoSidewaysScroll(counter);
  await expectNoSeriousAxeViolations(counter, 'pickup verification');
  await card.getByRole('button', { name: T.markReady }).click();
  await expect(card.getByTestId('counter-state')).toHaveText(T.ready, SYNC);
  // Enabled once the tablet holds the ready order (pulled), so it is ready offline too.
  await expect(card.getByRole('button', { name: T.confirm })).toBeEnabled(SYNC);
  expect(await orderStatus(adminPage, orderId)).toBe('ready_for_pickup');

  // The network drops, and the tablet is even reloaded (the service worker serves the app): it says it
  // is offline, still answers the code from its own database and records the hand-over.
  await serviceWorkerActive(counter);
  await tablet.setOffline(true);
  await expect(counter.getByTestId('counter-network')).toHaveText(T.offline);
  await counter.reload();
  await expect(counter.getByTestId('counter-network')).toHaveText(T.offline, SYNC);
  await expect(counter.getByTestId('counter-synced')).toContainText('Last synced');
  await expect(counter.getByTestId('counter-store')).toHaveText(store.name);
  // Not the back office's "needs the network" notice: this screen works offline.
  await expect(counter.getByTestId('admin-offline')).toHaveCount(0);
  await lookUp(counter, scanned);
  await expect(card.getByTestId('counter-state')).toHaveText(T.ready);
  await card.getByRole('button', { name: T.confirm }).click();
  await expect(card.getByTestId('counter-state')).toContainText(T.handedOver);
  await expect(card.getByTestId('counter-state')).toContainText('waiting to send');
  // Nothing reached the server yet.
  expect(await orderStatus(adminPage, orderId)).toBe('ready_for_pickup');

  // Back online: the hand-over is sent, the order is collected, by this staff member.
  await tablet.setOffline(false);
  await expect(counter.getByTestId('counter-network')).toHaveText(T.online);
  await expect.poll(() => orderStatus(adminPage, orderId), SYNC).toBe('collected');
  // The card still says this counter handed it over (not "Already collected", which a second scan
  // is told), no longer waiting to send.
  await expect(card.getByTestId('counter-state')).not.toContainText('waiting to send', SYNC);
  await expect(card.getByTestId('counter-state')).toContainText(T.handedOver);
  await expect(card.getByTestId('counter-state')).toContainText(`by ${seededAccount('staff').name}`);

  // A wrong code is refused in the words.
  await lookUp(counter, 'ZZZZ99');
  await expect(counter.getByTestId('counter-refused')).toContainText(T.noSuchCode);
  await expect(counter.getByTestId('counter-refused').locator('.counter__state')).toHaveText(T.noSuchCode);
  await expect(counter.getByTestId('counter-pickup')).toHaveCount(0);

  collected = { code, shopperName: shopper.name };
  await tablet.close();
  await admin.close();
});

test('two tablets offline hand the same pickup over: both kept, and the manager sees it flagged "collected twice" with both names', async ({ page, browser }) => {
  const shopper = { name: 'Jo Twice', email: 'jo.twice@example.com', phone: '+1 212 555 0199' };
  const { orderId, code } = await buyForPickup(page, store, product, shopper);

  const staff = await openTablet(browser, 'staff');
  const manager = await openTablet(browser, 'store_manager');

  // The manager works at two stores: they pick the one this counter serves; it is kept on the device.
  const picker = manager.page.getByLabel('Store at this counter');
  await expect(picker.locator('option')).toHaveCount(2);
  const otherStore = (await picker.locator('option').allTextContents()).find((name) => name !== store.name)!;
  await picker.selectOption({ label: otherStore });
  await synced(manager.page);
  // The code is not a pickup at the other store.
  await expect(async () => {
    await lookUp(manager.page, code);
    await expect(manager.page.getByTestId('counter-refused')).toContainText(T.noSuchCode, { timeout: 2_000 });
  }).toPass(SYNC);
  await expect(manager.page.getByTestId('counter-refused')).toContainText(otherStore);
  await picker.selectOption({ label: store.name });
  await manager.page.reload();
  await expect(manager.page.getByLabel('Store at this counter')).toHaveValue(store.id);

  // Staff mark it ready; both tablets hold it ready.
  await synced(staff.page);
  const staffCard = await lookUpUntilFound(staff.page, code);
  await staffCard.getByRole('button', { name: T.markReady }).click();
  await expect(staffCard.getByRole('button', { name: T.confirm })).toBeEnabled(SYNC);
  const managerCard = manager.page.getByTestId('counter-pickup');
  await expect(async () => {
    await lookUp(manager.page, code);
    await expect(managerCard.getByTestId('counter-state')).toHaveText(T.ready, { timeout: 2_000 });
  }).toPass(SYNC);

  // Both offline, both hand it over.
  await staff.context.setOffline(true);
  await manager.context.setOffline(true);
  await expect(staff.page.getByTestId('counter-network')).toHaveText(T.offline);
  await expect(manager.page.getByTestId('counter-network')).toHaveText(T.offline);
  await staffCard.getByRole('button', { name: T.confirm }).click();
  await expect(staffCard.getByTestId('counter-state')).toContainText('waiting to send');
  await managerCard.getByRole('button', { name: T.confirm }).click();
  await expect(managerCard.getByTestId('counter-state')).toContainText('waiting to send');

  // Back online: both hand-overs reach the server; the order is collected and flagged.
  await staff.context.setOffline(false);
  await manager.context.setOffline(false);
  const flag = manager.page.getByTestId('counter-flag').filter({ hasText: code });
  await expect(flag).toContainText(T.collectedTwice, SYNC);
  await expect(flag).toContainText(seededAccount('staff').name, SYNC);
  await expect(flag).toContainText(seededAccount('store_manager').name);
  await expect(flag.getByRole('listitem')).toHaveCount(2);
  await expect(managerCard.getByTestId('counter-state')).toHaveText(T.collectedTwice, SYNC);
  await expect(managerCard.getByTestId('counter-handovers').getByRole('listitem')).toHaveCount(2);
  expect(await orderStatus(manager.page, orderId)).toBe('collected');
  // Staff do not get the managers' list of flagged pickups.
  await expect(staff.page.getByTestId('counter-flags')).toHaveCount(0);

  await staff.context.close();
  await manager.context.close();
});

test('the storefront never fetches the QR decoder; the service worker precaches it and the camera scanner reads a QR with it offline', async ({ page, baseURL }) => {
  // A shopper's visit: the worker installs, precaching the decoder, but the page itself never asks for it.
  const fetchedByPage: string[] = [];
  page.on('request', (request) => fetchedByPage.push(new URL(request.url()).pathname));
  for (const path of ['/', '/shop', '/store-pickup']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 45_000 }).toBe('activated');
  const precached = await page.evaluate(async () => {
    const precache = (await caches.keys()).find((name) => name.includes('precache'));
    return precache ? (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname) : [];
  });
  const decoder = precached.find((path) => /\/assets\/zxing_reader-[^/]+\.wasm$/.test(path));
  expect(decoder, 'the zxing decoder is precached').toBeTruthy();
  expect(fetchedByPage.filter((path) => path.endsWith('.wasm') || path.includes('zxing'))).toEqual([]);

  // The counter's camera: Chromium's fake camera plays a clip of the shopper's QR code.
  expect(collected, 'the first journey ran').not.toBeNull();
  const dir = mkdtempSync(join(tmpdir(), 'counter-camera-'));
  const clip = join(dir, 'qr.y4m');
  writeQrCameraClip(clip, collected!.code);
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
    args: [...CHROMIUM_LAUNCH.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${clip}`],
  });
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'], serviceWorkers: 'allow', viewport: { width: 1280, height: 800 } });
    const counter = await context.newPage();
    await signInAs(counter, 'staff');
    await counter.goto('/admin/pickup-verification');
    await synced(counter);
    await expect.poll(() => counter.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 45_000 }).toBe('activated');
    const native = await counter.evaluate(() => 'BarcodeDetector' in globalThis);
    const wasmFetches: string[] = [];
    counter.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.wasm')) wasmFetches.push(request.url());
    });

    // Offline: the decoder comes from the worker's precache.
    await context.setOffline(true);
    await expect(counter.getByTestId('counter-network')).toHaveText(T.offline);
    await counter.getByRole('button', { name: 'Scan QR with camera' }).click();
    await expect(counter.getByLabel('Pickup code')).toHaveValue(collected!.code, SYNC);
    const card = counter.getByTestId('counter-pickup');
    await expect(card.getByRole('heading', { name: collected!.shopperName })).toBeVisible();
    await expect(card.getByTestId('counter-state')).toContainText(T.alreadyCollected);
    // Without the browser's own detector (Chromium on Linux), zxing-wasm read it, fetched only now.
    if (!native) expect(wasmFetches.length).toBeGreaterThan(0);
    await context.close();
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
