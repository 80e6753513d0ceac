// A store's pickup stock, read from the pickup product documents the device holds.

/** What stock reading needs of a pickup product document. */
export interface StorePickupRow {
  storeId: string;
  productId: string;
  variantId: string | null;
  stock: number;
}

/**
 * The units `storeId` holds for pickup of a product: of one size when `variantId` is given (null:
 * the product without sizes), of every size together when it is undefined. Null: not offered there.
 */
export function storePickupStock(rows: readonly StorePickupRow[], storeId: string, productId: string, variantId?: string | null): number | null {
  let offered = false;
  let total = 0;
  for (const row of rows) {
    if (row.storeId !== storeId || row.productId !== productId) continue;
    if (variantId !== undefined && row.variantId !== variantId) continue;
    offered = true;
    total += row.stock;
  }
  return offered ? total : null;
}

/** What the product page says of a chosen store's stock. */
export type PickupAvailability = { kind: 'available'; stock: number } | { kind: 'sold-out' } | { kind: 'not-offered' };

/** The store's availability of a product (or one of its sizes). */
export function pickupAvailability(rows: readonly StorePickupRow[], storeId: string, productId: string, variantId?: string | null): PickupAvailability {
  const stock = storePickupStock(rows, storeId, productId, variantId);
  if (stock === null) return { kind: 'not-offered' };
  return stock > 0 ? { kind: 'available', stock } : { kind: 'sold-out' };
}
