import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, RefundLine, Row } from '../../db/schema';

/** The order's captured payment (the one refunds draw on), if it has one. */
export async function capturedPaymentOf(db: Kysely<DB> | Transaction<DB>, orderId: string): Promise<Row<'payments'> | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('capture_id', 'is not', null)
    .where('status', 'in', ['captured', 'refunded'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function refundsOf(db: Kysely<DB> | Transaction<DB>, orderId: string): Promise<Row<'refunds'>[]> {
  return db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
}

/** Refunds that hold money: completed, or pending at PayPal (they may yet complete). */
export function holdsMoney(refund: Pick<Row<'refunds'>, 'status'>): boolean {
  return refund.status === 'pending' || refund.status === 'completed';
}

/** What pending and completed refunds have taken of a capture. */
export function takenOf(refunds: readonly Row<'refunds'>[]): number {
  return refunds.filter(holdsMoney).reduce((sum, refund) => sum + refund.amount, 0);
}

/** Per order line: how many pending and completed refunds chose, and how many of those went back to stock. */
export function lineTallies(refunds: readonly Row<'refunds'>[]): Map<string, { refunded: number; restocked: number }> {
  const tallies = new Map<string, { refunded: number; restocked: number }>();
  for (const refund of refunds.filter(holdsMoney)) {
    for (const line of refund.lines as RefundLine[]) {
      const tally = tallies.get(line.lineId) ?? { refunded: 0, restocked: 0 };
      tally.refunded += line.quantity;
      if (line.restock) tally.restocked += line.quantity;
      tallies.set(line.lineId, tally);
    }
  }
  return tallies;
}

/** Marks a pending refund completed; false when it was settled already (by a racing request). */
export async function completeRefund(trx: Transaction<DB>, refundId: string, paypalRefundId: string): Promise<Row<'refunds'> | undefined> {
  return trx
    .updateTable('refunds')
    .set({ status: 'completed', paypal_refund_id: paypalRefundId, completed_at: new Date() })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function failRefund(db: Kysely<DB>, refundId: string, reason: string): Promise<void> {
  await db.updateTable('refunds').set({ status: 'failed', failure_reason: reason, completed_at: new Date() }).where('id', '=', refundId).where('status', '=', 'pending').execute();
}

/** Gives back the code's use an order took (cancel, reject): never below zero. */
export async function givePromoUseBack(trx: Transaction<DB>, discountId: string | null): Promise<void> {
  if (!discountId) return;
  await trx
    .updateTable('discounts')
    .set({ current_uses: sql`current_uses - 1`, updated_at: new Date() })
    .where('id', '=', discountId)
    .where('current_uses', '>', 0)
    .execute();
}
