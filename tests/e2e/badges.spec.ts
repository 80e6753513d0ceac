import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDoc } from '../../shared/sync/documents';
import { BADGE_TEXTS, COMING_SOON_TEXTS } from '../../shared/catalog/catalog-texts';
import { LOW_STOCK_LEVEL } from '../../shared/catalog/badges';
import { FREE_SHIPPING_TEXTS, MINI_CART_TEXTS } from '../../shared/checkout/checkout-texts';
import { DEFAULT_SHIPPING_RATE } from '../../shared/checkout/totals';
import { formatMoney } from '../../shared/money';
import { unitPriceFor } from '../../shared/pricing';
import { SHOP, TOASTS } from '../../shared/texts';
import { loadCatalogue, released, stockOf, type Catalogue } from './support/catalogue';
import { openProduct } from './support/app-live';

// Issue 10 §9: the product badges (NEW, COMING SOON with its date, "Only n left", SOLD OUT), the
// coming-soon product page a signed-in shopper can favourite, the mini-cart and free-shipping progress.

const TIME_ZONE = 'Asia/Tokyo';
test.use({ timezoneId: TIME_ZONE, locale: 'en-US' });

let catalogue: Catalogue;
test.beforeAll(async ({ request }) => {
  catalogue = await loadCatalogue(request);
});

const day = 86_400_000;
/** Bought as one size, on sale today, well stocked, not on the home page. */
const plain = (product: ProductDoc) => product.variants.length === 0 && released(product) && !product.isFeatured && stockOf(product) > LOW_STOCK_LEVEL
  && (product.releaseDate === null || Date.now() - Date.parse(product.releaseDate) > 40 * day);

async function setRelease(request: APIRequestContext, product: ProductDoc, releaseDate: string | null): Promise<void> {
  const response = await request.post('/__e2e/set-release', { data: { productId: product.id, releaseDate } });
  expect(((await response.json()) as { updated: number }).updated).toBe(1);
}

function cardOf(page: Page, product: ProductDoc) {
  return page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: product.name, exact: true }) }).first();
}

async function openCard(page: Page, product: ProductDoc) {
  await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
  return cardOf(page, product);
}

/** A launch three days out at 15:30 UTC: already the next day in Tokyo. */
function launchAt(): Date {
  const at = new Date(Date.now() + 3 * day);
  at.setUTCHours(15, 30, 0, 0);
  return at;
}

test('cards and product pages show NEW, COMING SOON with its date, "Only n left" and SOLD OUT', async ({ page, request }) => {
  const [fresh, upcoming] = catalogue.products.filter(plain);
  const low = catalogue.products.find((product) => released(product) && stockOf(product) >= 1 && stockOf(product) <= LOW_STOCK_LEVEL)!;
  const soldOut = catalogue.products.find((product) => released(product) && stockOf(product) === 0 && product.stock.some((row) => row.country === 'US'))!;
  expect(low, 'the seed has a product running low').toBeDefined();
  expect(soldOut, 'the seed has a sold-out product').toBeDefined();
  const launch = launchAt();
  await setRelease(request, fresh!, new Date(Date.now() - 2 * day).toISOString());
  await setRelease(request, upcoming!, launch.toISOString());
  try {
    const freshCard = await openCard(page, fresh!);
    await expect(freshCard.getByTestId('badge')).toHaveText(BADGE_TEXTS.new);

    const upcomingCard = await openCard(page, upcoming!);
    const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: TIME_ZONE }).format(launch);
    await expect(upcomingCard.getByTestId('badge')).toHaveText(`${BADGE_TEXTS.comingSoon} ${shortDate}`);

    const lowCard = await openCard(page, low);
    await expect(lowCard.getByTestId('badge')).toHaveText(BADGE_TEXTS.lowStock(stockOf(low)));
    await expect(lowCard.getByTestId('badge')).toHaveText(/^Only \d left$/);

    const soldOutCard = await openCard(page, soldOut);
    await expect(soldOutCard.getByTestId('sold-out')).toHaveText(SHOP.soldOut);

    await page.goto(`/product/${fresh!.id}`);
    await expect(page.getByTestId('page-product').getByTestId('badge')).toHaveText(BADGE_TEXTS.new);
    await page.goto(`/product/${low.id}`);
    await expect(page.getByTestId('page-product').getByTestId('badge')).toHaveText(BADGE_TEXTS.lowStock(stockOf(low)));
  } finally {
    await setRelease(request, fresh!, fresh!.releaseDate);
    await setRelease(request, upcoming!, upcoming!.releaseDate);
  }
});

test('a coming-soon product page says when it launches in the shopper\'s time zone, and a signed-in shopper can favourite it', async ({ page, request }) => {
  const upcoming = catalogue.products.filter(plain)[2]!;
  const launch = launchAt();
  await setRelease(request, upcoming, launch.toISOString());
  try {
    const email = `coming-soon-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const signUp = await page.request.post('/api/auth/sign-up/email', {
      data: { email, password: 'Passw0rd!', name: 'Cora Soon' },
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(signUp.ok()).toBe(true);

    await page.goto(`/product/${upcoming.id}`);
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(launch);
    await expect(page.getByTestId('product-launch')).toHaveText(`${COMING_SOON_TEXTS.launches} ${local}`);
    const bag = page.getByTestId('add-to-bag');
    await expect(bag).toHaveText(COMING_SOON_TEXTS.button);
    await expect(bag).toBeDisabled();
    await expectNoSeriousAxeViolations(page, 'coming-soon product page');

    const favourite = page.getByRole('button', { name: `Save ${upcoming.name} to favorites` });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => {
      const response = await page.request.get('/api/sync/favorites/pull?limit=500');
      const docs = ((await response.json()) as { documents: Array<{ productId: string; _deleted: boolean }> }).documents;
      return docs.filter((doc) => !doc._deleted).map((doc) => doc.productId);
    }).toEqual([upcoming.id]);
  } finally {
    await setRelease(request, upcoming, upcoming.releaseDate);
  }
});

/** The US shipping rate the device uses: the active one with the lowest base rate, else the defaults. */
function usRate(): { baseRate: number; freeShippingThreshold: number } {
  const active = catalogue.shippingRates.filter((rate) => rate.country === 'US' && rate.isActive).sort((a, b) => a.baseRate - b.baseRate)[0];
  return active ?? DEFAULT_SHIPPING_RATE;
}

test('the mini-cart opens on ADD TO BAG, offline too, with focus handling, the bag total and free-shipping progress', async ({ page, context }) => {
  const threshold = usRate().freeShippingThreshold;
  const cheap = catalogue.products.filter(plain).find((product) => unitPriceFor('US', product, null) < threshold)!;
  const dear = catalogue.products.filter(plain).find((product) => unitPriceFor('US', product, null) >= threshold)!;
  const cheapPrice = unitPriceFor('US', cheap, null);

  const add = await openProduct(page, cheap);
  // The mini-cart's code arrives after the first paint, before anything is added.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /mini-cart/.test(entry.name)))).toBe(true);
  await context.setOffline(true);
  await add.click();
  const mini = page.getByRole('dialog', { name: MINI_CART_TEXTS.title });
  await expect(mini).toBeVisible();
  await expect(mini.getByTestId('mini-cart-item')).toContainText(cheap.name);
  await expect(mini.getByTestId('mini-cart-item')).toContainText(MINI_CART_TEXTS.quantity(1));
  await expect(mini.getByTestId('mini-cart-total')).toHaveText(formatMoney(cheapPrice + usRate().baseRate, 'USD'));
  await expect(mini.getByTestId('free-shipping')).toHaveText(FREE_SHIPPING_TEXTS.away(formatMoney(threshold - cheapPrice, 'USD')));
  await expect(mini).toBeFocused();
  // The mini-cart and the "added" toast shown beside it (other toasts, "ready to work offline", may show too).
  await expect(page.getByTestId('toast').filter({ hasText: TOASTS.addedToCart(1).title })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'mini-cart', { within: '[data-testid="mini-cart"]' });
  await expectNoSeriousAxeViolations(page, 'toasts', { within: '.toaster' });
  await page.keyboard.press('Escape');
  await expect(mini).toBeHidden();
  await expect(add).toBeFocused();

  await add.click();
  await expect(mini).toBeVisible();
  await expect(mini.getByTestId('mini-cart-item')).toContainText(MINI_CART_TEXTS.quantity(1));
  await mini.getByRole('button', { name: MINI_CART_TEXTS.continueShopping }).click();
  await expect(mini).toBeHidden();
  await context.setOffline(false);

  await openProduct(page, dear);
  await page.getByTestId('add-to-bag').click();
  await expect(mini.getByTestId('free-shipping')).toHaveText(FREE_SHIPPING_TEXTS.reached);
  await mini.getByRole('button', { name: MINI_CART_TEXTS.checkout }).click();
  await expect(page).toHaveURL(/\/checkout\?items=/);
  await expect(mini).toBeHidden();
});

test('the cart says how far the bag is from free shipping, then that it ships free', async ({ page }) => {
  const threshold = usRate().freeShippingThreshold;
  // Two of it reach the threshold, one does not.
  const half = catalogue.products.filter(plain).find((product) => {
    const price = unitPriceFor('US', product, null);
    return price < threshold && 2 * price >= threshold;
  })!;
  const price = unitPriceFor('US', half, null);
  const add = await openProduct(page, half);
  await add.click();
  await expect(page.getByTestId('mini-cart')).toBeVisible();
  await page.goto('/cart');
  const note = page.getByTestId('page-cart').getByTestId('free-shipping');
  await expect(note).toHaveText(FREE_SHIPPING_TEXTS.away(formatMoney(threshold - price, 'USD')));
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(note).toHaveText(FREE_SHIPPING_TEXTS.reached);
  await expect(page.getByTestId('cart-shipping')).toHaveText('Free');
});
