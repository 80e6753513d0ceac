import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, Row } from '../db/schema';

/** A store's active pickup offer of one product (and size) with its stock. */
export interface StoreOffer {
  product_id: string;
  variant_id: string | null;
  stock: number;
}

/** The store's active pickup offers of these products (inactive or deleted offers are not offered). */
export async function selectStoreOffers(db: Kysely<DB>, storeId: string, productIds: string[]): Promise<StoreOffer[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('pickup_products')
    .select(['product_id', 'variant_id', 'stock'])
    .where('store_id', '=', storeId)
    .where('product_id', 'in', productIds)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .execute();
}

/** The lines whose stock goes back: product, size, how many. */
export type ReturnedLine = Pick<Row<'order_lines'>, 'product_id' | 'variant_id' | 'quantity'>;

/**
 * Gives a pickup order's stock back to its STORE's pickup stock (never the country's), in the
 * caller's transaction: for a cancelled or refunded pickup order, `lines` being all of its lines or
 * the ones chosen for a partial refund. Rows are locked in product/variant order (the order every
 * checkout statement takes them in), after the caller has locked the order. A line whose offer has
 * since been removed goes back to it all the same (the row is kept as a tombstone), so no unit is lost.
 * Answers how many units went back. A shipping order is refused (its stock is the country's).
 */
export async function returnPickupStock(
  trx: Transaction<DB>,
  order: Pick<Row<'orders'>, 'id' | 'delivery_method' | 'pickup_store_id'>,
  lines: readonly ReturnedLine[],
): Promise<number> {
  if (order.delivery_method !== 'pickup' || order.pickup_store_id === null) {
    throw new Error(`returnPickupStock: order ${order.id} is not a pickup order`);
  }
  const wanted = new Map<string, ReturnedLine>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const key = `${line.product_id}\u0000${line.variant_id ?? ''}`;
    const seen = wanted.get(key);
    wanted.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  if (wanted.size === 0) return 0;
  const { rows } = await sql<{ returned: number }>`
    with lines as (
      select product_id, variant_id, quantity
      from json_to_recordset(${JSON.stringify([...wanted.values()])}::json) as l(product_id text, variant_id text, quantity int)
    ), locked as (
      select pickup_products.id, lines.quantity from pickup_products
      join lines on pickup_products.product_id = lines.product_id and pickup_products.variant_id is not distinct from lines.variant_id
      where pickup_products.store_id = ${order.pickup_store_id}
      order by pickup_products.product_id, pickup_products.variant_id
      for update of pickup_products
    ), returned as (
      update pickup_products set stock = pickup_products.stock + locked.quantity
      from locked where pickup_products.id = locked.id
      returning locked.quantity
    )
    select coalesce(sum(quantity), 0)::int as returned from returned
  `.execute(trx);
  return Number(rows[0]?.returned ?? 0);
}
