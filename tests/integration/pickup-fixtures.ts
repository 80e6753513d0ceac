import type { TestApp } from '../support/test-app';

// Pickup fixtures: a store and what it offers for pickup, with that store's stock.

export const STORE_HOURS = [
  { day: 0, opens: '11:00', closes: '17:00' },
  ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '09:30', closes: '19:00' })),
];

export async function insertStore(t: TestApp, id: string, options: { country?: 'US' | 'UK'; name?: string; pickupEnabled?: boolean } = {}): Promise<void> {
  const uk = options.country === 'UK';
  await t.deps.db.insertInto('stores').values({
    id, name: options.name ?? `Toy Shop ${id}`, slug: id, country: options.country ?? 'US',
    address_line_1: uk ? '200 Oxford Street' : '2270 Broadway', address_line_2: null, city: uk ? 'London' : 'New York', region: uk ? null : 'NY',
    postal_code: uk ? 'W1D 1NU' : '10024', phone: uk ? '+44 20 7946 0200' : '+1 212 555 0150', email: null,
    opening_hours: JSON.stringify(STORE_HOURS), latitude: 40.78, longitude: -73.98, pickup_enabled: options.pickupEnabled ?? true,
  }).execute();
}

export async function offerForPickup(t: TestApp, storeId: string, productId: string, stock: number, variantId: string | null = null, isActive = true): Promise<void> {
  await t.deps.db.insertInto('pickup_products').values({ id: `${storeId}:${productId}:${variantId ?? ''}`, store_id: storeId, product_id: productId, variant_id: variantId, stock, is_active: isActive }).execute();
}

export async function storeStockOf(t: TestApp, storeId: string, productId: string, variantId: string | null = null): Promise<number> {
  let query = t.deps.db.selectFrom('pickup_products').select('stock').where('store_id', '=', storeId).where('product_id', '=', productId);
  query = variantId === null ? query.where('variant_id', 'is', null) : query.where('variant_id', '=', variantId);
  return (await query.executeTakeFirstOrThrow()).stock;
}

/** The body of a pickup order's create: the collector's details and the store. */
export function pickupOrder(storeId: string, lines: Array<{ productId: string; variantId?: string | null; quantity?: number }>, country: 'US' | 'UK' = 'US') {
  return {
    country, deliveryMethod: 'pickup', pickupStoreId: storeId, contactName: 'Sam Shopper', email: 'sam@example.com', phone: '+1 212 555 0101',
    lines: lines.map((line) => ({ productId: line.productId, variantId: line.variantId ?? null, quantity: line.quantity ?? 1 })),
  };
}
