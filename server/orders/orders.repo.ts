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

/** The orders' refunds, oldest first (the shopper's page shows the completed ones). */
export async function selectRefunds(db: Kysely<DB>, orderIds: string[]): Promise<Row<'refunds'>[]> {
  if (orderIds.length === 0) return [];
  return db.selectFrom('refunds').selectAll().where('order_id', 'in', orderIds).orderBy('created_at').orderBy('id').execute();
}

/**
 * The order with this number only if this email is the one its confirmation went to (the order's,
 * else its owner's account email), both already normalised: one lookup whether the number is
 * unknown or the email wrong, so neither can be told apart.
 */
export async function selectOrderByNumberAndEmail(db: Kysely<DB>, orderNumber: string, email: string): Promise<Row<'orders'> | undefined> {
  return db
    .selectFrom('orders')
    .leftJoin('user', 'user.id', 'orders.user_id')
    .selectAll('orders')
    .where('orders.order_number', '=', orderNumber)
    .where(sql<string>`lower(coalesce(orders.email, "user".email))`, '=', email)
    .executeTakeFirst();
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
