import { sql, type Transaction } from 'kysely';
import type { DB, Row } from '../../db/schema';
import { returnPickupStock } from '../../pickup/pickup-stock.repo';

export interface StockBack {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/**
 * Puts stock back for an order's lines, in the caller's transaction: a shipping order's to its
 * country's stock, a pickup order's to its store's pickup stock. Rows are locked in product/variant
 * order, the order every checkout statement takes them in.
 */
export async function returnStock(trx: Transaction<DB>, order: Pick<Row<'orders'>, 'id' | 'country' | 'delivery_method' | 'pickup_store_id'>, items: readonly StockBack[]): Promise<void> {
  const wanted = merged(items);
  if (wanted.length === 0) return;
  if (order.delivery_method === 'pickup' && order.pickup_store_id) {
    await returnPickupStock(trx, order, wanted.map((item) => ({ product_id: item.productId, variant_id: item.variantId, quantity: item.quantity })));
    return;
  }
  for (const item of wanted) {
    await trx
      .updateTable('inventory')
      .set({ stock: sql`stock + ${item.quantity}`, updated_at: new Date() })
      .where('product_id', '=', item.productId)
      .where(sql<boolean>`variant_id is not distinct from ${item.variantId}`)
      .where('country', '=', order.country)
      .execute();
  }
}

/** One entry per product and size, sorted: the lock order. */
function merged(items: readonly StockBack[]): StockBack[] {
  const byKey = new Map<string, StockBack>();
  for (const item of items) {
    if (item.quantity <= 0) continue;
    const key = `${item.productId}\u0000${item.variantId ?? ''}`;
    const seen = byKey.get(key);
    if (seen) seen.quantity += item.quantity;
    else byKey.set(key, { ...item });
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, item]) => item);
}
