import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { PickupProductDoc, ProductDoc, StoreDoc } from '../../../shared/sync/documents';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import { PICKUP_CHECKOUT_TEXTS } from '../../../shared/pickup/pickup-checkout-texts';
import { isPickupCode } from '../../../shared/pickup/pickup-code';
import { TOASTS } from '../../../shared/texts';
import { pullAll } from './catalogue';

// A shopper buying for pickup through the pages (docs/decisions/040): shared by the pickup checkout
// journey and the counter tablet's (docs/decisions/042).

/**
 * US pickup stores and products without sizes they hold (at least `minStock`), each with a name no
 * other product has, in a stable order; `storeSlug` keeps only that store's.
 */
export async function storeAndProductPicks(request: APIRequestContext, options: { minStock?: number; storeSlug?: string } = {}): Promise<Array<{ store: StoreDoc; product: ProductDoc }>> {
  const minStock = options.minStock ?? 2;
  const [stores, products, rows] = await Promise.all([
    pullAll<StoreDoc>(request, 'stores'),
    pullAll<ProductDoc>(request, 'products'),
    pullAll<PickupProductDoc>(request, 'pickup_products'),
  ]);
  const released = (product: ProductDoc) => !product.releaseDate || Date.parse(product.releaseDate) <= Date.now();
  const plain = products.filter((product) => product.variants.length === 0 && released(product) && products.filter((other) => other.name === product.name).length === 1);
  return stores
    .filter((store) => store.country === 'US' && store.pickupEnabled && store.isActive && (options.storeSlug === undefined || store.slug === options.storeSlug))
    .flatMap((store) => plain
      .filter((product) => rows.some((row) => row.storeId === store.id && row.productId === product.id && row.variantId === null && row.isActive !== false && row.stock >= minStock))
      .map((product) => ({ store, product })));
}

/** Chooses the store on /store-pickup and adds the product for pickup on /pickup-shop; its card there. */
export async function chooseAndAddToBag(page: Page, store: StoreDoc, product: ProductDoc): Promise<Locator> {
  await page.goto('/store-pickup');
  await page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name: store.name, exact: true }) })
    .getByRole('button', { name: PICKUP_TEXTS.useThisStore }).click();
  await expect(page.getByTestId('chosen-store')).toContainText(PICKUP_TEXTS.chosenStore(store.name));
  await page.goto(`/pickup-shop?search=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
  await card.getByTestId('add-for-pickup').click();
  await expect(page.getByTestId('pickup-bag')).toContainText(`1 × ${product.name}`);
  return card;
}

/** From the pickup bag on /pickup-shop to the pickup checkout. */
export async function goToPickupCheckout(page: Page): Promise<void> {
  await page.getByTestId('pickup-bag').getByRole('link', { name: PICKUP_TEXTS.goToPickupCheckout }).click();
  await expect(page).toHaveURL(/\/pickup-checkout$/);
}

/** Chooses the store on /store-pickup, adds the product for pickup and goes to the pickup checkout. */
export async function chooseAndAdd(page: Page, store: StoreDoc, product: ProductDoc): Promise<void> {
  await chooseAndAddToBag(page, store, product);
  await goToPickupCheckout(page);
}

/** On /pickup-checkout: fills the contact details and pays through the PayPal emulator. */
export async function payForPickup(page: Page, contact: { name: string; email: string; phone: string }): Promise<void> {
  const checkout = page.getByTestId('page-pickup-checkout');
  // The quote is in (the tax at the store's address) before anything is typed or paid.
  await expect(checkout.getByTestId('checkout-tax')).toBeVisible({ timeout: 30_000 });
  await checkout.getByLabel(PICKUP_CHECKOUT_TEXTS.nameLabel).fill(contact.name);
  await checkout.getByLabel(PICKUP_CHECKOUT_TEXTS.emailLabel).fill(contact.email);
  await checkout.getByLabel(PICKUP_CHECKOUT_TEXTS.phoneLabel).fill(contact.phone);
  await page.getByTestId('express-payment').getByRole('button', { name: 'PayPal' }).click();
  const dialog = page.getByRole('dialog', { name: 'PayPal (emulator)' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: TOASTS.paymentCompleted.title })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/pickup-confirmation\?orderId=/);
}

/** Buys one product for pickup at the store as a guest; the order id and the code shown. */
export async function buyForPickup(page: Page, store: StoreDoc, product: ProductDoc, contact: { name: string; email: string; phone: string }): Promise<{ orderId: string; code: string }> {
  await chooseAndAdd(page, store, product);
  await payForPickup(page, contact);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const confirmation = page.getByTestId('page-pickup-confirmation');
  await expect(confirmation.getByRole('heading', { name: PICKUP_CHECKOUT_TEXTS.confirmationTitle })).toBeVisible();
  const code = (await confirmation.getByTestId('pickup-code').textContent())?.trim() ?? '';
  expect(isPickupCode(code), `"${code}" is a pickup code`).toBe(true);
  return { orderId, code };
}
