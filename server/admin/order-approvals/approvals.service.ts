import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { ApprovalAnswer, ApprovalsListQuery, RejectInput } from '../../../shared/admin/order-approvals.schema';
import { AppError } from '../../../shared/errors';
import { ORDER_NOT_FOUND } from '../../../shared/orders/order-texts';
import { APPROVAL_TEXTS, approvalReasonText } from '../../../shared/orders/order-approval';
import type { AppDeps } from '../../context';
import type { DB, Row } from '../../db/schema';
import { retryOnLockConflict } from '../../db/retry-conflicts';
import { transitionOrder } from '../../orders/order-transition';
import { resolvePendingCapture } from '../../orders/approval/pending-capture';
import { refundOrder } from '../../orders/refunds/refund-order';
import type { AuditScope } from '../../platform/audit';
import { csvResponse, listPage, type CsvColumn } from '../../platform/list';
import type { StoreScope } from '../store-scope';
import { APPROVALS_LIST_SORT, approvalsListQuery, toApprovalRow } from './approvals.repo';
import type { ApprovalRow } from '../../../shared/admin/order-approvals.schema';
import { toDecimalString } from '../../../shared/money';

const CSV_COLUMNS: readonly CsvColumn<ApprovalRow>[] = [
  { header: 'order_number', value: (row) => row.orderNumber },
  { header: 'created_at', value: (row) => row.createdAt },
  { header: 'currency', value: (row) => row.currency },
  { header: 'total', value: (row) => toDecimalString(row.total) },
  { header: 'email', value: (row) => row.customer.email },
  { header: 'reasons', value: (row) => row.reasons.map(approvalReasonText).join('; ') },
];

export const listApprovals = (db: Kysely<DB>, query: ApprovalsListQuery, scope: StoreScope) =>
  listPage(db, approvalsListQuery(db, query, scope), query, APPROVALS_LIST_SORT, toApprovalRow);
export const approvalsCsv = (c: Context, db: Kysely<DB>, query: ApprovalsListQuery, scope: StoreScope) =>
  csvResponse(c, approvalsListQuery(db, query, scope), query, APPROVALS_LIST_SORT, toApprovalRow, { name: 'order-approvals', columns: CSV_COLUMNS });

const answer = (order: Row<'orders'>, outcome?: ApprovalAnswer['outcome']): ApprovalAnswer => ({
  order: { id: order.id, status: order.status, version: order.version },
  ...(outcome ? { outcome } : {}),
});

/** Whether the order's payment is still PENDING at PayPal (it cannot be approved or rejected until it settles). */
async function paymentPending(db: Kysely<DB>, orderId: string): Promise<boolean> {
  const pending = await db.selectFrom('payments').select('id').where('order_id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
  return pending !== undefined;
}

/** Approve → `processing`, at the version the person saw (409 otherwise); not while the payment is pending. */
export async function approveOrder(db: Kysely<DB>, audit: AuditScope, orderId: string, version: number): Promise<ApprovalAnswer> {
  const { after } = await retryOnLockConflict(() =>
    db.transaction().execute(async (trx) => {
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
      if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      if (order.version === version && order.status === 'awaiting_approval') {
        const pending = await trx.selectFrom('payments').select('id').where('order_id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
        if (pending) throw new AppError('CONFLICT', APPROVAL_TEXTS.paymentStillPending, undefined, order);
      }
      return transitionOrder(trx, { orderId, action: 'approve', actorId: audit.actor.id, reason: 'Approved', expectedVersion: version, audit });
    }),
  );
  return answer(after);
}

/**
 * Reject → refunded in full and `cancelled`, stock and promo-code use given back (the orders
 * screen's refund service with `closesWith: 'reject'`). The request key makes a retry or a double
 * click the same refund; a second reject with another key finds nothing left and changes nothing.
 */
export async function rejectOrder(deps: Pick<AppDeps, 'db' | 'paypal' | 'email'>, audit: AuditScope, orderId: string, input: RejectInput): Promise<ApprovalAnswer> {
  if (await paymentPending(deps.db, orderId)) {
    const order = await deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    throw new AppError('CONFLICT', APPROVAL_TEXTS.paymentStillPending, undefined, order);
  }
  const { order } = await refundOrder(deps, {
    orderId, closesWith: 'reject', full: true, reason: input.reason, requestKey: input.requestKey,
    actor: { id: audit.actor.id }, audit, expectedVersion: input.version,
  });
  return answer(order);
}

/** "Check with PayPal": asks where the pending capture is and acts on it (server/orders/approval/pending-capture.ts). */
export async function checkPayment(deps: Pick<AppDeps, 'db' | 'paypal'>, audit: AuditScope, orderId: string): Promise<ApprovalAnswer> {
  const { outcome, order } = await resolvePendingCapture(deps, orderId, { actorId: audit.actor.id, audit });
  return answer(order, outcome);
}
