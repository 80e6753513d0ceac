import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDoc, StoreDoc } from '../../shared/sync/documents';
import { CART_SUMMARY_TEXTS } from '../../shared/checkout/checkout-texts';
import { formatMoney } from '../../shared/money';
import { PICKUP_CHECKOUT_TEXTS } from '../../shared/pickup/pickup-checkout-texts';
import { unitPriceFor } from '../../shared/pricing';
import { isPickupCode } from '../../shared/pickup/pickup-code';
import { ORDER_TEXTS } from '../../shared/orders/order-texts';
import { TOASTS } from '../../shared/texts';
import { decodeQr } from '../support/qr-decode';
import { chooseAndAddToBag, goToPickupCheckout, storeAndProductPicks } from './support/pickup';

// Paying for pickup (issue 13, docs/decisions/040): a shopper chooses a store, adds for pickup, pays
// through the PayPal emulator at /pickup-checkout, and sees the pickup code as text and as a QR code
// on /pickup-confirmation. The QR on the page is decoded here (zxing-wasm in Node) and equals the code.

test.describe.configure({ timeout: 120_000 });

/** A US pickup store and a product without sizes it holds (at least 2), with a name no other product has. */
async function storeAndProduct(request: APIRequestContext, skip = 0): Promise<{ store: StoreDoc; product: ProductDoc }> {
  const picks = await storeAndProductPicks(request);
  expect(picks.length, 'a US pickup store holding a product').toBeGreaterThan(skip);
  return picks[skip]!;
}

test('a shopper buys for pickup through PayPal and sees the code and a QR code that decodes to it; the bag is emptied', async ({ page, browser, request }) => {
  const { store, product } = await storeAndProduct(request);
  const card = await chooseAndAddToBag(page, store, product);
  await card.getByTestId('add-for-pickup').click();

  // The bag prices its lines and sums them as the cart does, from the product's US price (issue 23):
  // two units, collected in store, no tax until the checkout.
  const price = unitPriceFor('US', product, null);
  const bag = page.getByTestId('pickup-bag');
  const bagLine = bag.getByTestId('pickup-bag-line').filter({ hasText: product.name });
  await expect(bagLine).toContainText(`2 × ${product.name}`);
  await expect(bagLine.getByTestId('line-unit-price')).toHaveText(CART_SUMMARY_TEXTS.each(formatMoney(price, 'USD')));
  await expect(bagLine.getByTestId('line-total')).toHaveText(formatMoney(2 * price, 'USD'));
  await expect(bag.getByTestId('pickup-bag-subtotal')).toHaveText(formatMoney(2 * price, 'USD'));
  await expect(bag.getByTestId('pickup-bag-shipping')).toHaveText(PICKUP_CHECKOUT_TEXTS.noShipping);
  await expect(bag.getByTestId('pickup-bag-total')).toHaveText(formatMoney(2 * price, 'USD'));
  await goToPickupCheckout(page);

  const checkout = page.getByTestId('page-pickup-checkout');
  await expect(checkout.getByTestId('pickup-checkout-store')).toContainText(store.name);
  const checkoutLine = checkout.getByTestId('pickup-checkout-lines').locator('li').filter({ hasText: product.name });
  await expect(checkoutLine).toContainText(`${product.name} × 2`);
  await expect(checkoutLine.getByTestId('line-unit-price')).toHaveText(CART_SUMMARY_TEXTS.each(formatMoney(price, 'USD')));
  await expect(checkoutLine.getByTestId('line-total')).toHaveText(formatMoney(2 * price, 'USD'));
  await expect(checkout.getByTestId('checkout-subtotal')).toHaveText(formatMoney(2 * price, 'USD'));
  // No shipping: collected in store; US tax at the store's address, added to the total.
  await expect(checkout.getByTestId('checkout-shipping')).toHaveText(PICKUP_CHECKOUT_TEXTS.noShipping);
  await expect(checkout.getByTestId('checkout-tax')).toHaveText(/^\$\d+\.\d{2}$/);
  const tax = Math.round(Number((await checkout.getByTestId('checkout-tax').textContent())!.replace(/[$,]/g, '')) * 100);
  await expect(checkout.getByTestId('checkout-total')).toHaveText(formatMoney(2 * price + tax, 'USD'));
  await checkout.getByLabel(PICKUP_CHECKOUT_TEXTS.nameLabel).fill('Robin Collector');
  await checkout.getByLabel(PICKUP_CHECKOUT_TEXTS.emailLabel).fill('robin.collector@example.com');
  await checkout.getByLabel(PICKUP_CHECKOUT_TEXTS.phoneLabel).fill('+1 212 555 0188');

  await page.getByTestId('express-payment').getByRole('button', { name: 'PayPal' }).click();
  const dialog = page.getByRole('dialog', { name: 'PayPal (emulator)' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: TOASTS.paymentCompleted.title })).toBeVisible();
  await expect(page).toHaveURL(/\/pickup-confirmation\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

  const confirmation = page.getByTestId('page-pickup-confirmation');
  await expect(confirmation.getByRole('heading', { name: PICKUP_CHECKOUT_TEXTS.confirmationTitle })).toBeVisible();
  const code = (await confirmation.getByTestId('pickup-code').textContent())?.trim() ?? '';
  const orderNumber = (await confirmation.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(isPickupCode(code), `"${code}" is a pickup code`).toBe(true);
  await expect(confirmation.getByTestId('pickup-store')).toContainText(store.name);
  await expect(confirmation.getByTestId('pickup-store')).toContainText(store.addressLine1);
  await expect(confirmation.getByTestId('pickup-bring')).toHaveText(PICKUP_CHECKOUT_TEXTS.whatToBring('Robin Collector'));
  await expect(confirmation.getByTestId('pickup-hold')).toHaveText(PICKUP_CHECKOUT_TEXTS.holdBeforeReady(7));

  // The QR code, as drawn on the page, decodes to the code shown beside it.
  const qr = confirmation.getByTestId('pickup-qr');
  await expect(qr).toBeVisible();
  await expect(confirmation.locator('.pickup-qr')).toHaveAttribute('data-state', 'drawn');
  expect(await decodeQr(new Uint8Array(await qr.screenshot()))).toEqual([code]);

  // The pickup bag was emptied.
  await page.goto('/pickup-checkout');
  await expect(page.getByTestId('page-pickup-checkout')).toContainText(PICKUP_CHECKOUT_TEXTS.bagEmpty);

  // Anyone else opening the confirmation's address gets "Order not found", and no code.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`/pickup-confirmation?orderId=${encodeURIComponent(orderId)}`);
  await expect(other.getByTestId('page-pickup-confirmation').getByRole('heading', { name: ORDER_TEXTS.notFoundTitle })).toBeVisible();
  await expect(other.getByTestId('pickup-code')).toHaveCount(0);

  // Track Your Order there, with the order's number and email, names the store to collect from and
  // its address, as the owner's order page does (issue 23).
  await other.goto('/orders');
  const tracking = other.getByTestId('order-tracking');
  await tracking.getByLabel(ORDER_TEXTS.track.orderNumber).fill(orderNumber);
  await tracking.getByLabel(ORDER_TEXTS.track.email).fill('robin.collector@example.com');
  await tracking.getByRole('button', { name: ORDER_TEXTS.track.submit }).click();
  await expect(tracking.getByRole('heading', { name: ORDER_TEXTS.orderHeading(orderNumber) })).toBeVisible();
  const trackedStore = tracking.getByTestId('order-pickup-store');
  await expect(trackedStore).toContainText(store.name);
  await expect(trackedStore).toContainText(store.addressLine1);
  await expect(other.getByTestId('pickup-code')).toHaveCount(0);
  await stranger.close();
});
