import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PickupProductDoc, ProductDoc, StoreDoc } from '../../shared/sync/documents';
import { PICKUP_TEXTS } from '../../shared/pickup/pickup-texts';
import { PICKUP_CHECKOUT_TEXTS } from '../../shared/pickup/pickup-checkout-texts';
import { isPickupCode } from '../../shared/pickup/pickup-code';
import { ORDER_TEXTS } from '../../shared/orders/order-texts';
import { TOASTS } from '../../shared/texts';
import { decodeQr } from '../support/qr-decode';

// Paying for pickup (issue 13, docs/decisions/040): a shopper chooses a store, adds for pickup, pays
// through the PayPal emulator at /pickup-checkout, and sees the pickup code as text and as a QR code
// on /pickup-confirmation. The QR on the page is decoded here (zxing-wasm in Node) and equals the code.

test.describe.configure({ timeout: 120_000 });

async function pullAll<Doc>(request: APIRequestContext, collection: string): Promise<Doc[]> {
  const all: Doc[] = [];
  let checkpoint: { xid: string; seq: number } | null = null;
  for (;;) {
    const query = checkpoint ? `&xid=${encodeURIComponent(checkpoint.xid)}&seq=${checkpoint.seq}` : '';
    const response = await request.get(`/api/sync/${collection}/pull?limit=2000${query}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { documents: Array<Doc & { _deleted: boolean }>; checkpoint: { xid: string; seq: number } | null };
    all.push(...body.documents.filter((doc) => !doc._deleted));
    if (body.documents.length < 2000 || !body.checkpoint) return all;
    checkpoint = body.checkpoint;
  }
}

/** A US pickup store and a product without sizes it holds (at least 2), with a name no other product has. */
async function storeAndProduct(request: APIRequestContext, skip = 0): Promise<{ store: StoreDoc; product: ProductDoc }> {
  const [stores, products, rows] = await Promise.all([
    pullAll<StoreDoc>(request, 'stores'),
    pullAll<ProductDoc>(request, 'products'),
    pullAll<PickupProductDoc>(request, 'pickup_products'),
  ]);
  const released = (product: ProductDoc) => !product.releaseDate || Date.parse(product.releaseDate) <= Date.now();
  const plain = products.filter((product) => product.variants.length === 0 && released(product) && products.filter((other) => other.name === product.name).length === 1);
  const picks = stores
    .filter((store) => store.country === 'US' && store.pickupEnabled && store.isActive)
    .flatMap((store) => plain
      .filter((product) => rows.some((row) => row.storeId === store.id && row.productId === product.id && row.variantId === null && row.isActive !== false && row.stock >= 2))
      .map((product) => ({ store, product })));
  expect(picks.length, 'a US pickup store holding a product').toBeGreaterThan(skip);
  return picks[skip]!;
}

async function chooseAndAdd(page: Page, store: StoreDoc, product: ProductDoc): Promise<void> {
  await page.goto('/store-pickup');
  await page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name: store.name, exact: true }) })
    .getByRole('button', { name: PICKUP_TEXTS.useThisStore }).click();
  await expect(page.getByTestId('chosen-store')).toContainText(PICKUP_TEXTS.chosenStore(store.name));
  await page.goto(`/pickup-shop?search=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
  await card.getByTestId('add-for-pickup').click();
  await expect(page.getByTestId('pickup-bag')).toContainText(`1 × ${product.name}`);
  await page.getByTestId('pickup-bag').getByRole('link', { name: PICKUP_TEXTS.goToPickupCheckout }).click();
  await expect(page).toHaveURL(/\/pickup-checkout$/);
}

test('a shopper buys for pickup through PayPal and sees the code and a QR code that decodes to it; the bag is emptied', async ({ page, browser, request }) => {
  const { store, product } = await storeAndProduct(request);
  await chooseAndAdd(page, store, product);

  const checkout = page.getByTestId('page-pickup-checkout');
  await expect(checkout.getByTestId('pickup-checkout-store')).toContainText(store.name);
  await expect(checkout.getByTestId('pickup-checkout-lines')).toContainText(`${product.name} × 1`);
  // No shipping: collected in store; US tax at the store's address.
  await expect(checkout.getByTestId('checkout-totals')).toContainText(PICKUP_CHECKOUT_TEXTS.noShipping);
  await expect(checkout.getByTestId('checkout-tax')).toBeVisible();
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
  await stranger.close();
});
