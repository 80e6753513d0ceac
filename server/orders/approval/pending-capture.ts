import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../../shared/errors';
import { ORDER_NOT_FOUND } from '../../../shared/orders/order-texts';
import { APPROVAL_TEXTS, heldBesidesPayment, type ApprovalReason } from '../../../shared/orders/order-approval';
import type { DB, Row } from '../../db/schema';
import type { PayPalClient } from '../../payments/paypal/paypal-client';
import { retryOnLockConflict } from '../../db/retry-conflicts';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { transitionOrder } from '../order-transition';
import { givePromoUseBack } from '../refunds/refunds.repo';
import { returnStock } from '../refunds/stock-back';

export type PendingCaptureOutcome = 'completed' | 'declined' | 'still_pending';

export interface PendingCaptureDeps {
  db: Kysely<DB>;
  paypal: PayPalClient;
}

export const PENDING_CAPTURE_REASONS = {
  completedApproved: 'Payment completed at PayPal; no other approval rule holds the order',
  declined: 'Payment declined at PayPal: nothing was taken; stock and promo-code use given back',
} as const;

/**
 * Asks PayPal where a PENDING capture is and acts on the answer (docs/decisions/044):
 * - COMPLETED: the payment is captured; the order stays in the approvals queue while another rule
 *   holds it, otherwise the shop approves it itself (`approve` → `processing`, the table's only way on);
 * - DECLINED or FAILED: nothing was taken, so nothing is refunded: the order is `cancelled`, its stock
 *   and promo-code use given back;
 * - still PENDING: nothing changes.
 * Safe to run twice at once (staff and the sweep): the payment moves out of `pending` once, under the
 * order's lock; the later run finds nothing pending and changes nothing.
 */
export async function resolvePendingCapture(
  deps: PendingCaptureDeps,
  orderId: string,
  who: { actorId: string | null; audit?: AuditScope },
): Promise<{ outcome: PendingCaptureOutcome; order: Row<'orders'> }> {
  const payment = await deps.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
  if (!payment?.capture_id) {
    const exists = await deps.db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
    if (!exists) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    throw new AppError('CONFLICT', APPROVAL_TEXTS.notPending);
  }
  const capture = await deps.paypal.getCapture(payment.capture_id);
  const status = capture.status.toUpperCase();
  const outcome: PendingCaptureOutcome =
    status === 'COMPLETED' || status === 'PARTIALLY_REFUNDED' || status === 'REFUNDED' ? 'completed' : status === 'DECLINED' || status === 'FAILED' ? 'declined' : 'still_pending';
  if (outcome === 'still_pending') {
    if (who.audit) nothingChanged(who.audit);
    return { outcome, order: await currentOrder(deps.db, orderId) };
  }
  const changed = await retryOnLockConflict(() =>
    deps.db.transaction().execute((trx) => (outcome === 'completed' ? complete(trx, orderId, payment.id, who) : decline(trx, orderId, payment.id, who))),
  );
  if (!changed && who.audit) nothingChanged(who.audit);
  return { outcome, order: await currentOrder(deps.db, orderId) };
}

/** Locks the order, then moves its payment out of `pending` once; false when another run already did. */
async function takePending(trx: Transaction<DB>, orderId: string, paymentId: string, to: 'captured' | 'declined', reason: string | null) {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
  const moved = await trx
    .updateTable('payments')
    .set({ status: to, failure_reason: reason, updated_at: new Date() })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return moved ? order : null;
}

async function complete(trx: Transaction<DB>, orderId: string, paymentId: string, who: { actorId: string | null; audit?: AuditScope }): Promise<boolean> {
  const order = await takePending(trx, orderId, paymentId, 'captured', null);
  if (!order) return false;
  const remaining = (order.approval_reasons as ApprovalReason[]).filter((reason) => reason.rule !== 'payment_pending');
  await trx.updateTable('orders').set({ approval_reasons: JSON.stringify(remaining), needs_approval: remaining.length > 0 }).where('id', '=', orderId).execute();
  if (who.audit) {
    await recordChange(trx, who.audit, {
      action: 'order.payment_completed', entityType: 'order', entityId: orderId,
      before: { orderNumber: order.order_number, payment: 'pending' }, after: { orderNumber: order.order_number, payment: 'captured' },
    });
  }
  if (order.status === 'awaiting_approval' && !heldBesidesPayment(remaining)) {
    await transitionOrder(trx, { orderId, action: 'approve', actorId: who.actorId, reason: PENDING_CAPTURE_REASONS.completedApproved, ...(who.audit ? { audit: who.audit } : {}) });
  } else {
    await trx.insertInto('order_status_history').values({
      order_id: orderId, from_status: order.status, to_status: order.status, changed_by: who.actorId,
      reason: 'Payment completed at PayPal; still waiting for approval', created_at: new Date(),
    }).execute();
  }
  return true;
}

async function decline(trx: Transaction<DB>, orderId: string, paymentId: string, who: { actorId: string | null; audit?: AuditScope }): Promise<boolean> {
  const order = await takePending(trx, orderId, paymentId, 'declined', 'PayPal declined the pending capture');
  if (!order) return false;
  const lines = await trx.selectFrom('order_lines').select(['product_id', 'variant_id', 'quantity']).where('order_id', '=', orderId).execute();
  await returnStock(trx, order, lines.map((line) => ({ productId: line.product_id, variantId: line.variant_id, quantity: line.quantity })));
  await givePromoUseBack(trx, order.discount_id);
  await transitionOrder(trx, { orderId, action: 'cancel', actorId: who.actorId, reason: PENDING_CAPTURE_REASONS.declined, ...(who.audit ? { audit: who.audit } : {}) });
  return true;
}

function currentOrder(db: Kysely<DB>, orderId: string): Promise<Row<'orders'>> {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** Pending captures the sweep asks PayPal about, oldest checked first. */
export async function pendingCaptureOrders(db: Kysely<DB>, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('payments').select('order_id').where('status', '=', 'pending').where('capture_id', 'is not', null).orderBy('updated_at').limit(limit).execute();
  return rows.map((row) => row.order_id);
}
