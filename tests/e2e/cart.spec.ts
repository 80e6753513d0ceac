import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../shared/money';
import { unitPriceFor } from '../../shared/pricing';
import type { ProductDoc, ProductVariant } from '../../shared/sync/documents';
import { CART, TOASTS, VALIDATION } from '../../shared/texts';
import { SEED_PROMO_CODES } from '../../server/seed/promotions';
import { loadCatalogue, released, stockOf, type Catalogue } from './support/catalogue';

// The shopper's cart (SPEC §2.8, §4, §5, §8) in Chromium, against the seeded shop: add to bag,
// selection, stepper limits, remove, every promo outcome, and the re-check after reconnect.

/** A sized product with a size whose US stock is low (2–6), cheap enough to stay under the promo minimum. */
function sizedProductWithLowStock(catalogue: Catalogue): { product: ProductDoc; variant: ProductVariant; stock: number } {
  const candidates = catalogue.products.filter(released).flatMap((product) =>
    product.variants.flatMap((variant) => {
      const stock = stockOf(product, variant.id);
      return stock < 2 || unitPriceFor('US', product, variant) > 6000 ? [] : [{ product, variant, stock }];
    }),
  );
  candidates.sort((a, b) => a.stock - b.stock || a.variant.id.localeCompare(b.variant.id));
  const found = candidates[0];
  if (!found) throw new Error('The seed has no sized product in stock');
  return found;
}

/** Unsized products in US stock, cheapest first. */
function unsizedProducts(catalogue: Catalogue): ProductDoc[] {
  return catalogue.products
    .filter((product) => product.variants.length === 0 && released(product) && stockOf(product, null) >= 3 && product.price >= 500)
    .sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));
}

async function openProductFromShop(page: Page, product: ProductDoc): Promise<void> {
  await page.goto(`/shop?search=${encodeURIComponent(product.name)}`);
  await page.getByTestId('product-card').filter({ hasText: product.name }).first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
}

function toast(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title });
}

test.describe('guest cart', () => {
  test('add a size to the bag, select, step, remove, and every promo outcome', async ({ page, request }) => {
    const catalogue = await loadCatalogue(request);
    const { product, variant, stock } = sizedProductWithLowStock(catalogue);
    const other = unsizedProducts(catalogue)[0]!;
    const unit = unitPriceFor('US', product, variant);

    // Browse to the product; the button asks for a size first (SPEC §4 "Stock").
    await openProductFromShop(page, product);
    const addButton = page.getByRole('button', { name: 'SELECT SIZE' });
    await expect(addButton).toBeDisabled();
    await page.getByRole('radio', { name: new RegExp(`^${escape(variant.variantName)}(?![\\w-])`) }).check();
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await expect(toast(page, 'Added to cart')).toContainText(TOASTS.addedToCart(1).description!);
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await openProductFromShop(page, other);
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.getByRole('link', { name: /^Cart/ }).click();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const sizedLine = lines.filter({ hasText: product.name });
    await expect(sizedLine).toContainText(`Size: ${variant.variantName}`);
    await expect(sizedLine).toContainText(formatMoney(unit, 'USD'));

    // After a load every item is selected; toggle-all with all selected clears the selection.
    const selectAll = page.getByRole('checkbox', { name: /Select all/ });
    await expect(selectAll).toBeChecked();
    await expect(page.getByRole('checkbox', { name: new RegExp(`Select ${escape(product.name)}`) })).toBeChecked();
    await selectAll.uncheck();
    await expect(page.getByTestId('cart-summary-empty')).toHaveText(CART.noItemsSelected);
    await page.getByRole('button', { name: CART.proceedToCheckout }).click();
    await expect(toast(page, TOASTS.noItemsSelected.title)).toContainText(TOASTS.noItemsSelected.description!);
    await expect(page).toHaveURL(/\/cart$/);
    await selectAll.check();
    await expect(page.getByRole('checkbox', { name: new RegExp(`Select ${escape(other.name)}`) })).toBeChecked();
    // One unticked: the summary covers the other only.
    await page.getByRole('checkbox', { name: new RegExp(`Select ${escape(other.name)}`) }).uncheck();
    await expect(selectAll).not.toBeChecked();
    await expect(page.getByTestId('cart-subtotal')).toHaveText(formatMoney(unit, 'USD'));
    await page.getByRole('checkbox', { name: new RegExp(`Select ${escape(other.name)}`) }).check();
    await expect(selectAll).toBeChecked();

    // The stepper runs from 1 to the stock.
    const decrease = sizedLine.getByRole('button', { name: 'Decrease quantity' });
    const increase = sizedLine.getByRole('button', { name: 'Increase quantity' });
    await expect(decrease).toBeDisabled();
    for (let quantity = 2; quantity <= stock; quantity += 1) {
      await increase.click();
      await expect(sizedLine.getByTestId('line-quantity')).toHaveText(String(quantity));
    }
    await expect(increase).toBeDisabled();
    await expect(page.getByTestId('cart-count')).toHaveText(String(stock + 1));
    // One step at a time, each awaited: clicking on while the last step is still being applied
    // would find the button already disabled at 1.
    for (let quantity = stock - 1; quantity >= 1; quantity -= 1) {
      await decrease.click();
      await expect(sizedLine.getByTestId('line-quantity')).toHaveText(String(quantity));
    }
    await expect(decrease).toBeDisabled();

    // Promo codes: upper-cased as typed, checked by the server only, each outcome in the spec's words.
    const promo = page.getByLabel('Promo code');
    const apply = page.getByRole('button', { name: 'Apply' });
    await apply.click();
    await expect(page.getByText(VALIDATION.promoEmpty)).toBeVisible();
    await promo.fill(SEED_PROMO_CODES.percentage.toLowerCase());
    await expect(promo).toHaveValue(SEED_PROMO_CODES.percentage);
    const refusals: Array<[string, { title: string; description?: string }]> = [
      [SEED_PROMO_CODES.inactive, TOASTS.promoInvalid],
      ['NO-SUCH-CODE', TOASTS.promoInvalid],
      [SEED_PROMO_CODES.notYetActive, TOASTS.promoNotYetActive],
      [SEED_PROMO_CODES.expired, TOASTS.promoExpired],
      [SEED_PROMO_CODES.usedUp, TOASTS.promoUsedUp],
      [SEED_PROMO_CODES.minimumPurchase, TOASTS.promoMinimumNotMet(formatMoney(20000, 'USD'))],
    ];
    for (const [code, expected] of refusals) {
      await promo.fill(code);
      await apply.click();
      await expect(toast(page, expected.title).last()).toContainText(expected.description!);
    }
    await promo.fill(SEED_PROMO_CODES.percentage.toLowerCase());
    await apply.click();
    await expect(toast(page, 'Promo code applied!')).toContainText('You saved $');
    const applied = page.getByTestId('applied-promo');
    await expect(applied).toContainText(SEED_PROMO_CODES.percentage);
    await expect(applied).toContainText('10% off');
    await expect(page.getByTestId('cart-discount')).toBeVisible();
    await applied.getByRole('button', { name: 'Remove promo code' }).click();
    await expect(toast(page, TOASTS.promoRemoved.title)).toBeVisible();
    await expect(page.getByTestId('cart-discount')).toHaveCount(0);

    // Remove both lines: a toast each, then the empty cart.
    await sizedLine.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, TOASTS.removedFromCart.title).first()).toContainText(TOASTS.removedFromCart.description!);
    await lines.first().getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('heading', { name: CART.empty })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    await page.getByRole('link', { name: CART.continueShopping }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('back online, the cart is re-checked: a price changed while offline is shown before paying', async ({ page, context, request }) => {
    const catalogue = await loadCatalogue(request);
    const candidates = unsizedProducts(catalogue);
    // Far from the cheap end, so no other journey of this run buys it.
    const product = candidates[candidates.length - 2]!;
    const newPrice = product.price + 250;

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'ADD TO BAG' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toContainText(formatMoney(product.price, 'USD'));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    try {
      await context.setOffline(true);
      await expect(page.getByText('Promo codes need an internet connection.', { exact: false })).toBeVisible();
      const changed = await request.post('/__e2e/set-price', { data: { productId: product.id, price: newPrice } });
      expect(await changed.json()).toEqual({ updated: 1 });
      // Still offline: the device knows nothing of it.
      await expect(page.getByTestId('price-changed')).toHaveCount(0);
      await context.setOffline(false);

      const notice = page.getByTestId('price-changed');
      await expect(notice).toHaveText(`Price changed from ${formatMoney(product.price, 'USD')} to ${formatMoney(newPrice, 'USD')}`);
      await expect(page.getByTestId('cart-subtotal')).toHaveText(formatMoney(newPrice, 'USD'));
      // Paying waits until the shopper has acknowledged the change.
      await expect(page.getByTestId('cart-changes')).toBeVisible();
      await page.getByRole('button', { name: 'OK, I’ve seen the changes' }).click();
      await expect(page.getByTestId('price-changed')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('cart-line')).toContainText(formatMoney(newPrice, 'USD'));
      await expect(page.getByTestId('price-changed')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
      await request.post('/__e2e/set-price', { data: { productId: product.id, price: product.price } });
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
