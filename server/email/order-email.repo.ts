import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/database';
import type { OrderForEmail } from './order-confirmation.template';
import type { PickupForEmail } from '../pickup/pickup-email.template';
import { holdUntilOf, pickupStoreViewOf, readyAtOf } from '../pickup/pickup-details';
import { readSetting } from '../settings/settings.repo';

type FoundOrderEmail = { to: string | null; order: OrderForEmail };

/** The order as its confirmation shows it, with the address to send it to; null when unknown. */
export async function findOrderForEmail(db: Database, orderId: string): Promise<FoundOrderEmail | null> {
  return (await findOrdersForEmail(db, [orderId])).get(orderId) ?? null;
}

/** Several orders as their confirmations show them, in one query (lines as a JSON array); absent ids are missing. */
export async function findOrdersForEmail(db: Database, orderIds: string[]): Promise<Map<string, FoundOrderEmail>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .leftJoin('user', 'user.id', 'orders.user_id')
    .select((eb) => [
      'orders.id',
      'orders.order_number',
      'orders.email',
      'orders.country',
      'orders.currency',
      'orders.delivery_method',
      'orders.pickup_code',
      'orders.subtotal',
      'orders.discount_total',
      'orders.discount_code',
      'orders.shipping_total',
      'orders.tax_total',
      'orders.vat_included',
      'orders.total',
      'orders.shipping_address',
      'user.email as user_email',
      'user.name as user_name',
      'orders.pickup_store_id',
      'orders.contact_name',
      jsonArrayFrom(
        eb
          .selectFrom('order_lines')
          .select(['order_lines.product_name', 'order_lines.variant_name', 'order_lines.quantity', 'order_lines.unit_price', 'order_lines.line_total'])
          .whereRef('order_lines.order_id', '=', 'orders.id')
          .orderBy('order_lines.id'),
      ).as('lines'),
    ])
    .where('orders.id', 'in', orderIds)
    .execute();
  const pickups = await pickupsForEmail(db, rows);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        // A signed-in shopper's confirmation goes to their account, where My Orders is, not to the
        // PayPal payer's address that capture records on the order; a guest's goes to the order's.
        to: row.user_email ?? row.email ?? null,
        order: {
          orderNumber: row.order_number,
          customerName: row.user_name ?? row.contact_name ?? row.shipping_address?.full_name ?? null,
          country: row.country,
          currency: row.currency,
          deliveryMethod: row.delivery_method,
          pickup: pickups.get(row.id) ?? null,
          lines: row.lines.map((line) => ({
            productName: line.product_name,
            variantName: line.variant_name,
            quantity: Number(line.quantity),
            unitPrice: Number(line.unit_price),
            lineTotal: Number(line.line_total),
          })),
          subtotal: Number(row.subtotal),
          discountTotal: Number(row.discount_total),
          discountCode: row.discount_code,
          shippingTotal: Number(row.shipping_total),
          taxTotal: Number(row.tax_total),
          vatIncluded: Number(row.vat_included),
          total: Number(row.total),
        },
      },
    ]),
  );
}

/**
 * The pickup part of pickup orders' emails: the store as the shopper sees it, the code, the
 * collector and the hold period (its end once the order is ready), by order id.
 */
async function pickupsForEmail(
  db: Database,
  rows: ReadonlyArray<{ id: string; delivery_method: 'shipping' | 'pickup'; pickup_store_id: string | null; pickup_code: string | null; contact_name: string | null }>,
): Promise<Map<string, PickupForEmail>> {
  const pickups = rows.filter((row) => row.delivery_method === 'pickup' && row.pickup_store_id !== null);
  if (pickups.length === 0) return new Map();
  const ids = pickups.map((row) => row.id);
  const [stores, history, holdDays] = await Promise.all([
    db.selectFrom('stores').selectAll().where('id', 'in', [...new Set(pickups.map((row) => row.pickup_store_id!))]).execute(),
    db.selectFrom('order_status_history').select(['order_id', 'to_status', 'created_at']).where('order_id', 'in', ids).where('to_status', '=', 'ready_for_pickup').execute(),
    readSetting(db, 'pickup_hold_days'),
  ]);
  const storeById = new Map(stores.map((store) => [store.id, store]));
  const found = new Map<string, PickupForEmail>();
  for (const row of pickups) {
    const store = storeById.get(row.pickup_store_id!);
    if (!store) continue;
    const readyAt = readyAtOf(history.filter((change) => change.order_id === row.id));
    found.set(row.id, {
      store: pickupStoreViewOf(store),
      code: row.pickup_code,
      contactName: row.contact_name,
      holdDays,
      holdUntil: readyAt ? holdUntilOf(readyAt, holdDays).toISOString() : null,
    });
  }
  return found;
}
