import { expect, test, type Locator } from '@playwright/test';
import type { ProductDoc } from '../../shared/sync/documents';
import { LOW_STOCK_LEVEL } from '../../shared/catalog/badges';
import { CART_SUMMARY_TEXTS, MINI_CART_TEXTS } from '../../shared/checkout/checkout-texts';
import { DEFAULT_SHIPPING_RATE } from '../../shared/checkout/totals';
import { formatMoney } from '../../shared/money';
import { unitPriceFor } from '../../shared/pricing';
import { TOASTS } from '../../shared/texts';
import { loadCatalogue, released, stockOf, type Catalogue } from './support/catalogue';
import { openProduct } from './support/app-live';

// Issue 23 §14: the mini-cart says what the cart says (Subtotal, Shipping, Total, one rule), counts
// "1 item" / "2 items", and the "Added to cart" toast never covers it (docs/decisions/073).

test.use({ locale: 'en-US' });

let catalogue: Catalogue;
test.beforeAll(async ({ request }) => {
  catalogue = await loadCatalogue(request);
});

/** The US rate the device uses: the active one with the lowest base rate, else the defaults. */
function usRate(): { baseRate: number; freeShippingThreshold: number } {
  const active = catalogue.shippingRates.filter((rate) => rate.country === 'US' && rate.isActive).sort((a, b) => a.baseRate - b.baseRate)[0];
  return active ?? DEFAULT_SHIPPING_RATE;
}

/** One size, on sale, well stocked, and two of it still short of free shipping. */
function cheapProduct(): ProductDoc {
  const threshold = usRate().freeShippingThreshold;
  return catalogue.products.find((product) => product.variants.length === 0 && released(product) && stockOf(product) > LOW_STOCK_LEVEL
    && 2 * unitPriceFor('US', product, null) < threshold)!;
}

/** The summary's rows as "label: amount" lines. */
async function summaryRows(totals: Locator): Promise<string[]> {
  return totals.locator('div').evaluateAll((rows) => rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`));
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the mini-cart shows Subtotal, Shipping and Total as the cart does, and counts items properly', async ({ page }) => {
  const product = cheapProduct();
  const price = unitPriceFor('US', product, null);
  const shipping = usRate().baseRate;

  const add = await openProduct(page, product);
  await add.click();
  const mini = page.getByRole('dialog', { name: MINI_CART_TEXTS.title });
  await expect(mini.getByTestId('mini-cart-count')).toHaveText('1 item in your bag');
  await expect.poll(() => summaryRows(mini.getByTestId('mini-cart-totals'))).toEqual([
    `${CART_SUMMARY_TEXTS.subtotal}: ${formatMoney(price, 'USD')}`,
    `${CART_SUMMARY_TEXTS.shipping}: ${formatMoney(shipping, 'USD')}`,
    `${CART_SUMMARY_TEXTS.total}: ${formatMoney(price + shipping, 'USD')}`,
  ]);
  await expect(mini).not.toContainText('item(s)');
  await expect(mini).not.toContainText('Bag total');

  await mini.getByRole('button', { name: MINI_CART_TEXTS.continueShopping }).click();
  await add.click();
  await expect(mini.getByTestId('mini-cart-count')).toHaveText('2 items in your bag');
  await expect(mini.getByTestId('mini-cart-total')).toHaveText(formatMoney(2 * price + shipping, 'USD'));
  const miniRows = await summaryRows(mini.getByTestId('mini-cart-totals'));

  // The cart's summary: the same words and the same figures.
  await page.goto('/cart');
  await expect.poll(() => summaryRows(page.getByTestId('cart-totals'))).toEqual(miniRows);
});

for (const viewport of [{ name: 'a phone held upright', width: 375, height: 667 }, { name: 'a phone on its side', width: 740, height: 400 }]) {
  test(`the "Added to cart" toast does not cover the mini-cart on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const add = await openProduct(page, cheapProduct());
    // Measured in the page as soon as both show and stay put for a frame (what the shopper sees, not
    // a frame of layout in between): a toast dismisses itself after a few seconds.
    const measured = page.waitForFunction((title) => {
      const scope = window as unknown as { lastLayout?: string };
      const popover = document.querySelector('[data-testid="mini-cart"]');
      const toasts = [...document.querySelectorAll('[data-testid="toast"]')];
      if (!popover?.querySelector('[data-testid="mini-cart-total"]') || !toasts.some((toast) => toast.textContent?.includes(title))) return null;
      const layout = { popover: popover.getBoundingClientRect().toJSON() as DOMRect, toasts: toasts.map((toast) => toast.getBoundingClientRect().toJSON() as DOMRect) };
      const previous = scope.lastLayout;
      scope.lastLayout = JSON.stringify(layout);
      return previous === scope.lastLayout ? layout : null;
    }, TOASTS.addedToCart(1).title);
    await add.click();
    const mini = page.getByRole('dialog', { name: MINI_CART_TEXTS.title });
    const { popover, toasts } = (await (await measured).jsonValue())!;
    for (const box of toasts) {
      expect(overlaps(popover, box), `toast at ${JSON.stringify(box)} over the mini-cart at ${JSON.stringify(popover)}`).toBe(false);
      // On screen, not pushed out of it.
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    }
    // The mini-cart can still be used: its Checkout button takes the click.
    await mini.getByRole('button', { name: MINI_CART_TEXTS.checkout }).click();
    await expect(page).toHaveURL(/\/checkout/);
  });
}
