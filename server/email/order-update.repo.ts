import type { Database } from '../db/database';
import type { RefundLine } from '../db/schema';
import type { OrderUpdate, OrderUpdateForEmail } from './order-update.template';

/** An order as its update email shows it, with the address to send it to; null when unknown. */
export async function findOrderUpdateForEmail(db: Database, orderId: string, update: OrderUpdate): Promise<{ to: string | null; order: OrderUpdateForEmail } | null> {
  const row = await db
    .selectFrom('orders')
    .leftJoin('user', 'user.id', 'orders.user_id')
    .select(['orders.order_number', 'orders.email', 'orders.currency', 'orders.carrier', 'orders.tracking_number', 'orders.total', 'orders.shipping_address', 'user.email as user_email', 'user.name as user_name'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  const refunds = await db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).where('status', '=', 'completed').execute();
  const lines = await db.selectFrom('order_lines').select(['id', 'product_name', 'variant_name']).where('order_id', '=', orderId).execute();
  const refundId = update.kind === 'shipped' ? undefined : update.refundId;
  const refund = refundId ? refunds.find((candidate) => candidate.id === refundId) : undefined;
  return {
    // Like the confirmation: a signed-in shopper's account address, else the order's.
    to: row.user_email ?? row.email ?? null,
    order: {
      orderNumber: row.order_number,
      customerName: row.user_name ?? row.shipping_address?.full_name ?? null,
      currency: row.currency,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      refund: refund
        ? {
            amount: refund.amount,
            lines: (refund.lines as RefundLine[]).flatMap((chosen) => {
              const line = lines.find((candidate) => candidate.id === chosen.lineId);
              return line ? [{ name: line.variant_name ? `${line.product_name} (${line.variant_name})` : line.product_name, quantity: chosen.quantity }] : [];
            }),
          }
        : null,
      refundedTotal: refunds.reduce((sum, r) => sum + r.amount, 0),
      total: Number(row.total),
    },
  };
}
