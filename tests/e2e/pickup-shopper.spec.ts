import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PickupProductDoc, ProductDoc, StoreDoc } from '../../shared/sync/documents';
import { PICKUP_TEXTS } from '../../shared/pickup/pickup-texts';
import { openingStatus } from '../../shared/stores/opening-hours';
import { storeTimeZone } from '../../shared/stores/store-time-zone';
import { SHOP } from '../../shared/texts';
import { pullAll } from './support/catalogue';

// The shopper's side of store pickup (issue 13, docs/decisions/039): the store locator offline,
// choosing a store, the pickup shop with that store's stock, the one-store pickup bag, and the
// product page's "Pick up today at …".

// Each test's fresh browser syncs the whole catalogue first; give it room on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });


interface StorePicks {
  store: StoreDoc;
  /** A product without sizes the store holds. */
  inStock: ProductDoc;
  stock: number;
  /** A product without sizes the store offers at 0. */
  soldOut: ProductDoc;
}

let stores: StoreDoc[];
let products: ProductDoc[];
let rows: PickupProductDoc[];
let picks: StorePicks[];

test.beforeAll(async ({ request }) => {
  [stores, products, rows] = await Promise.all([
    pullAll<StoreDoc>(request, 'stores'),
    pullAll<ProductDoc>(request, 'products'),
    pullAll<PickupProductDoc>(request, 'pickup_products'),
  ]);
  const released = (product: ProductDoc) => !product.releaseDate || Date.parse(product.releaseDate) <= Date.now();
  const plain = products.filter((product) => product.variants.length === 0 && released(product));
  picks = stores
    .filter((store) => store.country === 'US' && store.pickupEnabled && store.isActive)
    .flatMap((store) => {
      const held = (stock: (n: number) => boolean) => (product: ProductDoc) =>
        rows.some((row) => row.storeId === store.id && row.productId === product.id && row.variantId === null && stock(row.stock))
        && plain.filter((other) => other.name === product.name).length === 1;
      // The last such product: the specs that buy for pickup at these stores on the other worker (the
      // counter tablet, order flags and slips) and the till's sale take the first ones, and a purchase
      // would change the stock this test shows (it failed so twice in session 25).
      const inStock = plain.findLast(held((n) => n >= 2));
      const soldOut = plain.find(held((n) => n === 0));
      if (!inStock || !soldOut) return [];
      const stock = rows.find((row) => row.storeId === store.id && row.productId === inStock.id)!.stock;
      return [{ store, inStock, stock, soldOut }];
    });
  expect(picks.length, 'two US pickup stores with a product in stock and one sold out').toBeGreaterThanOrEqual(2);
});

async function visitOnceOnline(page: Page): Promise<void> {
  await page.goto('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 30_000 })
    .toBe('activated');
  await page.waitForFunction(() => window.__shopSync !== undefined);
  await page.evaluate(() => window.__shopSync!.ready);
}

const storeCard = (page: Page, name: string) => page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const productCard = (page: Page, name: string) => page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function choose(page: Page, store: StoreDoc): Promise<void> {
  await page.goto('/store-pickup');
  await storeCard(page, store.name).getByRole('button', { name: PICKUP_TEXTS.useThisStore }).click();
  await expect(page.getByTestId('chosen-store')).toContainText(PICKUP_TEXTS.chosenStore(store.name));
}

async function findInPickupShop(page: Page, product: ProductDoc): Promise<Locator> {
  await page.goto(`/pickup-shop?search=${encodeURIComponent(product.name)}`);
  const card = productCard(page, product.name);
  await expect(card).toBeVisible();
  return card;
}

test('the store locator works offline after one visit: open now on each store’s clock, sorted by a typed postcode', async ({ page, context }) => {
  await visitOnceOnline(page);
  await page.goto('/store-locator');
  await expect(page.getByTestId('store-card')).toHaveCount(stores.filter((store) => store.isActive).length);
  await context.setOffline(true);

  await page.reload();
  const active = stores.filter((store) => store.isActive);
  await expect(page.getByTestId('store-card')).toHaveCount(active.length);
  // Without a location: by country (the shopper's, US by default, first), by name.
  await expect(page.getByTestId('store-card').first()).toHaveAttribute('aria-label', active.filter((s) => s.country === 'US').sort((a, b) => a.name.localeCompare(b.name))[0]!.name);
  for (const store of active) {
    const card = storeCard(page, store.name);
    const status = openingStatus(store.openingHours, storeTimeZone(store), new Date());
    await expect(card.getByTestId('open-now')).toHaveText(status.openNow ? PICKUP_TEXTS.openNow : PICKUP_TEXTS.closedNow);
    await expect(card.getByTestId('today-hours')).toHaveText(status.today ? PICKUP_TEXTS.todayHours(status.today.opens, status.today.closes) : PICKUP_TEXTS.closedToday);
    await expect(card.getByTestId('store-pickup-offered')).toHaveText(store.pickupEnabled ? PICKUP_TEXTS.pickupOffered : PICKUP_TEXTS.pickupNotOffered);
    await expect(card.getByRole('link', { name: PICKUP_TEXTS.directions })).toHaveAttribute('href', new RegExp(`destination=${store.latitude},${store.longitude}`));
  }

  const postcode = page.getByLabel(PICKUP_TEXTS.postcodeLabel);
  await postcode.fill('EH2 3AA');
  await page.getByRole('button', { name: PICKUP_TEXTS.sortByPostcode }).click();
  await expect(page.getByTestId('store-finder-status')).toHaveText(PICKUP_TEXTS.sortedFrom('EH (Edinburgh)'));
  const edinburgh = active.find((store) => store.city === 'Edinburgh')!;
  await expect(page.getByTestId('store-card').first()).toHaveAttribute('aria-label', edinburgh.name);
  await expect(page.getByTestId('store-card').first().getByTestId('store-distance')).toBeVisible();

  await postcode.fill('94108');
  await page.getByRole('button', { name: PICKUP_TEXTS.sortByPostcode }).click();
  await expect(page.getByTestId('store-card').first()).toHaveAttribute('aria-label', active.find((store) => store.city === 'San Francisco')!.name);

  await postcode.fill('99501');
  await page.getByRole('button', { name: PICKUP_TEXTS.sortByPostcode }).click();
  // A postcode that cannot be placed says so, and the distances from the last one go (issue 23 §16).
  await expect(page.getByTestId('store-finder-status')).toHaveText(`${PICKUP_TEXTS.postcodeUnknown('995')} ${PICKUP_TEXTS.showingByCountry}`);
  await expect(page.getByTestId('store-distance')).toHaveCount(0);
  await context.setOffline(false);
});

test('a shopper chooses a store; the pickup shop shows its stock and SOLD OUT; adding fills the pickup bag up to the stock', async ({ page }) => {
  const { store, inStock, stock, soldOut } = picks[0]!;
  await page.goto('/pickup-shop');
  await expect(page.getByTestId('choose-pickup-store')).toBeVisible();
  await page.getByTestId('choose-pickup-store').click();
  await expect(page.getByTestId('page-store-pickup')).toBeVisible();
  // Only the pickup stores of the shopper's country (US by default).
  const offered = stores.filter((s) => s.isActive && s.pickupEnabled && s.country === 'US');
  await expect(page.getByTestId('pickup-store-list').getByTestId('store-card')).toHaveCount(offered.length);
  await choose(page, store);
  await page.getByTestId('chosen-store').getByRole('link', { name: PICKUP_TEXTS.shopThisStore }).click();
  await expect(page.getByTestId('pickup-store-name')).toHaveText(PICKUP_TEXTS.chosenStore(store.name));

  const soldOutCard = await findInPickupShop(page, soldOut);
  await expect(soldOutCard.getByTestId('sold-out')).toHaveText(SHOP.soldOut);
  await expect(soldOutCard.getByTestId('pickup-stock')).toHaveText(PICKUP_TEXTS.soldOutAt(store.name));

  const card = await findInPickupShop(page, inStock);
  await expect(card.getByTestId('sold-out')).toHaveCount(0);
  await expect(card.getByTestId('pickup-stock')).toHaveText(PICKUP_TEXTS.stockAt(stock, store.name));
  for (let added = 1; added <= stock; added += 1) {
    await card.getByTestId('add-for-pickup').click();
    await expect(page.getByTestId('pickup-bag')).toContainText(`${added} × ${inStock.name}`);
  }
  await card.getByTestId('add-for-pickup').click();
  await expect(card.getByRole('status').filter({ hasText: PICKUP_TEXTS.cappedAt(stock) })).toBeVisible();
  await expect(page.getByTestId('pickup-bag')).toContainText(`${stock} × ${inStock.name}`);
  await expect(page.getByTestId('pickup-bag')).toContainText(PICKUP_TEXTS.bagSummary(stock, store.name));
  await expect(page.getByTestId('pickup-bag').getByRole('link', { name: PICKUP_TEXTS.goToPickupCheckout })).toHaveAttribute('href', '/pickup-checkout');

  // Kept on the device.
  await page.reload();
  await expect(page.getByTestId('pickup-bag')).toContainText(`${stock} × ${inStock.name}`);
});

test('a pickup bag never mixes stores: the shopper keeps the bag or empties it and switches', async ({ page }) => {
  const [first, second] = picks as [StorePicks, StorePicks];
  await choose(page, first.store);
  await (await findInPickupShop(page, first.inStock)).getByTestId('add-for-pickup').click();
  await expect(page.getByTestId('pickup-bag')).toContainText(`1 × ${first.inStock.name}`);

  await choose(page, second.store);
  const card = await findInPickupShop(page, second.inStock);
  await card.getByTestId('add-for-pickup').click();
  const question = card.getByTestId('pickup-mix');
  await expect(question).toContainText(PICKUP_TEXTS.otherStore(first.store.name, second.store.name));
  await question.getByRole('button', { name: PICKUP_TEXTS.keepBag }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId('pickup-bag')).toContainText(PICKUP_TEXTS.bagSummary(1, first.store.name));
  await expect(page.getByTestId('pickup-bag-line')).toHaveCount(1);

  await card.getByTestId('add-for-pickup').click();
  await question.getByRole('button', { name: PICKUP_TEXTS.switchStore(second.store.name) }).click();
  await expect(page.getByTestId('pickup-bag')).toContainText(PICKUP_TEXTS.bagSummary(1, second.store.name));
  await expect(page.getByTestId('pickup-bag-line')).toHaveCount(1);
  await expect(page.getByTestId('pickup-bag-line')).toContainText(`1 × ${second.inStock.name}`);
});

test('the product page says whether the chosen store has it: "Pick up today at …", sold out, or not offered', async ({ page }) => {
  const { store, inStock, stock, soldOut } = picks[0]!;
  await choose(page, store);
  await page.goto(`/product/${inStock.id}`);
  await expect(page.getByTestId('product-pickup-availability')).toHaveText(PICKUP_TEXTS.pickUpToday(store.name, stock));
  await page.getByTestId('product-pickup').getByTestId('add-for-pickup').click();
  await expect(page.getByTestId('product-pickup').getByRole('status')).toHaveText(PICKUP_TEXTS.addedForPickup(store.name));

  await page.goto(`/product/${soldOut.id}`);
  await expect(page.getByTestId('product-pickup-availability')).toHaveText(PICKUP_TEXTS.soldOutAt(store.name));
  await expect(page.getByTestId('product-pickup').getByTestId('add-for-pickup')).toHaveCount(0);

  const notOffered = products.find((product) => !rows.some((row) => row.storeId === store.id && row.productId === product.id))!;
  await page.goto(`/product/${notOffered.id}`);
  await expect(page.getByTestId('product-pickup-availability')).toHaveText(PICKUP_TEXTS.notAvailableAt(store.name));

  // No store chosen: the product page says nothing of pickup.
  await page.goto('/store-pickup');
  await page.getByRole('button', { name: PICKUP_TEXTS.clearStore }).click();
  await page.goto(`/product/${inStock.id}`);
  await expect(page.getByTestId('add-to-bag')).toBeVisible();
  await expect(page.getByTestId('product-pickup')).toHaveCount(0);
});
