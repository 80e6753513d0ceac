import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestClient } from '../support/http';
import type { CreateOrderResponse } from '../../shared/checkout/api';
import type { NewRow } from '../../server/db/schema';
import { DEFAULT_ADDRESS } from '../../server/paypal-emulator/emulator-store';

// Checkout fixtures written with Kysely: each test names its own products, so files and tests
// never share stock.

/**
 * One test app for the file: created before its tests, closed after them once the confirmation
 * emails started by captures are done (on PGlite, closing while one still queries can hang).
 * Read the app through the returned getter.
 */
export function checkoutTestApp(): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.deps.email.idle();
    await app?.close();
  });
  return () => app!;
}

export interface VariantFixture {
  id: string;
  name: string;
  price?: number | null;
  priceUk?: number | null;
  priceAdjustment?: number;
  stock?: { US?: number; UK?: number };
}

export interface ProductFixture {
  id: string;
  name?: string;
  price: number;
  priceUk?: number | null;
  /** Stock of the product itself (products without variants). */
  stock?: { US?: number; UK?: number };
  variants?: VariantFixture[];
}

export async function insertProduct(t: TestApp, product: ProductFixture): Promise<void> {
  const db = t.deps.db;
  await db.insertInto('products').values({ id: product.id, name: product.name ?? `Toy ${product.id}`, price: product.price, price_uk: product.priceUk ?? null, image_url: null }).execute();
  const inventory: NewRow<'inventory'>[] = [];
  for (const [country, stock] of Object.entries(product.stock ?? {})) {
    inventory.push({ id: randomUUID(), product_id: product.id, variant_id: null, country: country as 'US' | 'UK', stock });
  }
  for (const variant of product.variants ?? []) {
    await db.insertInto('product_variants').values({
      id: variant.id, product_id: product.id, variant_name: variant.name, price: variant.price ?? null, price_uk: variant.priceUk ?? null,
      price_adjustment: variant.priceAdjustment ?? 0, image_url: null,
    }).execute();
    for (const [country, stock] of Object.entries(variant.stock ?? {})) {
      inventory.push({ id: randomUUID(), product_id: product.id, variant_id: variant.id, country: country as 'US' | 'UK', stock });
    }
  }
  if (inventory.length > 0) await db.insertInto('inventory').values(inventory).execute();
}

export interface DiscountFixture {
  code: string;
  type?: 'percentage' | 'fixed';
  value: number;
  isActive?: boolean;
  startDate?: Date | null;
  endDate?: Date | null;
  maxUses?: number | null;
  currentUses?: number;
  minPurchase?: number;
}

export async function insertDiscount(t: TestApp, discount: DiscountFixture): Promise<string> {
  const id = randomUUID();
  await t.deps.db.insertInto('discounts').values({
    id, code: discount.code, discount_type: discount.type ?? 'percentage', discount_value: discount.value, is_active: discount.isActive ?? true,
    start_date: discount.startDate ?? null, end_date: discount.endDate ?? null, max_uses: discount.maxUses ?? null,
    current_uses: discount.currentUses ?? 0, min_purchase_amount: discount.minPurchase ?? 0,
  }).execute();
  return id;
}

export async function stockOf(t: TestApp, productId: string, variantId: string | null = null, country: 'US' | 'UK' = 'US'): Promise<number> {
  let query = t.deps.db.selectFrom('inventory').select('stock').where('product_id', '=', productId).where('country', '=', country);
  query = variantId === null ? query.where('variant_id', 'is', null) : query.where('variant_id', '=', variantId);
  return (await query.executeTakeFirstOrThrow()).stock;
}

export async function usesOf(t: TestApp, code: string): Promise<number> {
  return (await t.deps.db.selectFrom('discounts').select('current_uses').where('code', '=', code).executeTakeFirstOrThrow()).current_uses;
}

/** A guest's device: a random guest id, as the client keeps under guest_id. */
export const newGuestId = (): string => `guest-${randomUUID()}`;

export const US_ADDRESS = { fullName: 'Sam Shopper', addressLine1: '2270 Broadway', adminArea2: 'New York', adminArea1: 'NY', postalCode: '10024', countryCode: 'US' };
export const UK_ADDRESS = { fullName: 'Sam Shopper', addressLine1: '1 High Street', adminArea2: 'London', postalCode: 'SW1A 1AA', countryCode: 'GB' };

/** POST /api/checkout/orders that must succeed. */
export async function createOrder(client: TestClient, body: Record<string, unknown>): Promise<CreateOrderResponse> {
  const response = await client.post('/api/checkout/orders', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CreateOrderResponse;
}

/** The shopper finishes in the emulated PayPal window. */
export async function approveAtPayPal(
  t: TestApp,
  paypalOrderId: string,
  approval: ApprovalAtPayPal = { outcome: 'approve' },
): Promise<void> {
  const response = await reportApprovalAtPayPal(t, paypalOrderId, approval);
  expect(response.status, await response.clone().text()).toBe(200);
}

export interface ApprovalAtPayPal {
  outcome: 'approve' | 'decline' | 'cancel' | 'error' | 'pending';
  source?: 'paypal' | 'card';
  payerEmail?: string;
  shippingAddress?: Record<string, string>;
  /** The total the approval window showed. */
  shownAmount?: string;
}

/** What the emulated PayPal window reports, answered as it is (approveAtPayPal expects a 200). */
export function reportApprovalAtPayPal(t: TestApp, paypalOrderId: string, approval: ApprovalAtPayPal): Promise<Response> {
  return Promise.resolve(t.app.request(t.url(`/paypal-emulator/__approve/${paypalOrderId}`), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(approval),
  }));
}

export interface EmulatedOrderInspection {
  status: string;
  shippingPreference: string;
  referenceId: string;
  amount: { currency_code: string; value: string; breakdown?: Record<string, { value: string }> };
  items: Array<{ name: string; sku: string; quantity: string; unit_amount: { value: string } }>;
  captureCount: number;
  captureAttempts: number;
  patchCount: number;
  /** The amount (with its breakdown) the shopper approved, null before an approval. */
  approval: { amount: { currency_code: string; value: string; breakdown?: Record<string, { value: string }> } } | null;
  captures: Array<{ amount: { currency_code: string; value: string } }>;
}

export async function inspectAtPayPal(t: TestApp, paypalOrderId: string): Promise<EmulatedOrderInspection> {
  const response = await t.app.request(t.url(`/paypal-emulator/__inspect/orders/${paypalOrderId}`));
  expect(response.status).toBe(200);
  return (await response.json()) as EmulatedOrderInspection;
}

/**
 * The shopper in PayPal's window, as the SDK drives it (docs/decisions/068): the address to ship to
 * (the one given, else the PayPal account's own) is told to the shop through its shipping callback,
 * which prices it and patches PayPal's order; then the total the window shows is approved.
 */
export async function approveInPayPalWindow(t: TestApp, client: TestClient, paypalOrderId: string, guestId: string | undefined, approval: ApprovalAtPayPal = { outcome: 'approve' }): Promise<void> {
  const opened = await inspectAtPayPal(t, paypalOrderId);
  const shipTo = opened.shippingPreference === 'NO_SHIPPING' ? undefined : (approval.shippingAddress ?? DEFAULT_ADDRESS[opened.amount.currency_code]);
  if (shipTo) {
    const revealed = { adminArea2: shipTo.admin_area_2, adminArea1: shipTo.admin_area_1, postalCode: shipTo.postal_code, countryCode: shipTo.country_code };
    const change = await client.post(`/api/checkout/orders/${paypalOrderId}/shipping`, { ...(guestId ? { guestId } : {}), shippingAddress: revealed });
    expect(change.status, await change.clone().text()).toBe(200);
  }
  const shown = await inspectAtPayPal(t, paypalOrderId);
  await approveAtPayPal(t, paypalOrderId, { ...approval, shownAmount: shown.amount.value });
}

export function capture(client: TestClient, paypalOrderId: string, body: Record<string, unknown> = {}): Promise<Response> {
  return client.post(`/api/checkout/orders/${paypalOrderId}/capture`, body);
}
