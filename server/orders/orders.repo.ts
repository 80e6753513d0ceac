import { sql, type Kysely } from 'kysely';
import type { DB, Row, RowUpdate } from '../db/schema';

// Orders, their lines, status history and payment rows. Callers pass a transaction where
// several writes must land together.

export async function selectOrder(db: Kysely<DB>, id: string): Promise<Row<'orders'> | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order row, locked until the transaction ends: the one mutex of a capture or address change. */
export async function selectOrderForUpdate(trx: Kysely<DB>, id: string): Promise<Row<'orders'> | undefined> {
  return trx.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateOrder(trx: Kysely<DB>, id: string, changes: RowUpdate<'orders'>): Promise<void> {
  await trx.updateTable('orders').set({ ...changes, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

export async function selectOrderLines(db: Kysely<DB>, orderIds: string[]): Promise<Row<'order_lines'>[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_lines').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('id').execute();
}

export async function selectStatusHistory(db: Kysely<DB>, orderIds: string[]): Promise<Row<'order_status_history'>[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('order_status_history').selectAll().where('order_id', 'in', orderIds).orderBy('order_id').orderBy('id').execute();
}

/** A signed-in shopper's orders, newest first. */
export async function selectOrdersOfUser(db: Kysely<DB>, userId: string, limit: number): Promise<Row<'orders'>[]> {
  return db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** What a checkout needs of the payment row behind a PayPal order. */
export interface CheckoutPaymentRef {
  id: string;
  amount: number;
  capture_request_id: string | null;
}

/** An order line as a capture reads it. */
export type CaptureLine = Pick<Row<'order_lines'>, 'id' | 'product_id' | 'variant_id' | 'product_name' | 'variant_name' | 'quantity'>;

export async function selectPaymentByProviderOrderId(db: Kysely<DB>, providerOrderId: string): Promise<Row<'payments'> | undefined> {
  return db.selectFrom('payments').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
}

export async function updatePayment(db: Kysely<DB>, id: string, changes: RowUpdate<'payments'>): Promise<void> {
  await db.updateTable('payments').set({ ...changes, updated_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/**
 * The PayPal-Request-Id of this payment's capture, chosen once and committed before PayPal is
 * called: every retry (a double click, a retry after a crash) sends the same id.
 */
export async function claimCaptureRequestId(db: Kysely<DB>, paymentId: string, candidate: string): Promise<string> {
  const row = await db
    .updateTable('payments')
    .set({ capture_request_id: sql<string>`coalesce(capture_request_id, ${candidate})` })
    .where('id', '=', paymentId)
    .returning('capture_request_id')
    .executeTakeFirstOrThrow();
  return row.capture_request_id ?? candidate;
}

/**
 * Takes every line's quantity from the country's stock in one statement: the inventory rows are
 * locked in one fixed order (product id, variant id; so two orders over the same products never
 * deadlock), then each is decremented only if that much is there (the guard is re-checked on the
 * latest row version after a concurrent commit). Answers the lines that could not be taken (empty:
 * all taken); the caller rolls back when any could not.
 */
export async function takeStockForLines(
  trx: Kysely<DB>,
  country: 'US' | 'UK',
  lines: Array<{ productId: string; variantId: string | null; quantity: number }>,
): Promise<Array<{ productId: string; variantId: string | null }>> {
  const wanted = new Map<string, { productId: string; variantId: string | null; quantity: number }>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.variantId ?? ''}`;
    const seen = wanted.get(key);
    wanted.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  if (wanted.size === 0) return [];
  const values = sql.join([...wanted.values()].map((line) => sql`(${line.productId}::text, ${line.variantId}::text, ${line.quantity}::integer)`));
  const taken = await sql<{ product_id: string; variant_id: string | null }>`
    WITH wanted (product_id, variant_id, quantity) AS (VALUES ${values}),
    locked AS (
      SELECT inventory.id, wanted.quantity
      FROM inventory
      JOIN wanted ON inventory.product_id = wanted.product_id AND inventory.variant_id IS NOT DISTINCT FROM wanted.variant_id
      WHERE inventory.country = ${country} AND inventory.deleted_at IS NULL AND inventory.stock >= wanted.quantity
      ORDER BY inventory.product_id, inventory.variant_id
      FOR UPDATE OF inventory
    )
    UPDATE inventory SET stock = inventory.stock - locked.quantity
    FROM locked
    WHERE inventory.id = locked.id AND inventory.stock >= locked.quantity
    RETURNING inventory.product_id, inventory.variant_id`.execute(trx);
  const done = new Set(taken.rows.map((row) => `${row.product_id}\u0000${row.variant_id ?? ''}`));
  return [...wanted.entries()].filter(([key]) => !done.has(key)).map(([, line]) => ({ productId: line.productId, variantId: line.variantId }));
}

/** Soft-deletes the paid products from the user's server cart, so every device syncs the removal. */
export async function removePaidItemsFromCart(trx: Kysely<DB>, userId: string, items: Array<{ productId: string; variantId: string | null }>): Promise<void> {
  if (items.length === 0) return;
  await trx
    .updateTable('cart_items')
    .set({ deleted_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or(items.map((item) => eb.and([eb('product_id', '=', item.productId), item.variantId === null ? eb('variant_id', 'is', null) : eb('variant_id', '=', item.variantId)]))))
    .execute();
}
