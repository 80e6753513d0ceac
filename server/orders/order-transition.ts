import type { Transaction } from 'kysely';
import { ADMIN_TEXTS } from '../../shared/admin/api';
import { AppError } from '../../shared/errors';
import { ORDER_NOT_FOUND } from '../../shared/orders/order-texts';
import {
  canApply, permissionFor, refusalOf, statusAfter,
  type OrderAction, type OrderPermission,
} from '../../shared/orders/order-status';
import type { DB, Row, RowUpdate } from '../db/schema';
import { recordChange, type AuditScope } from '../platform/audit';

export interface OrderTransitionInput {
  orderId: string;
  action: OrderAction;
  /** Who made the change; null for the shop itself (a sweep, PayPal's answer). */
  actorId: string | null;
  /** Why, for the status timeline (shown to staff; the shopper sees the status only). */
  reason: string;
  /** The order's version the person saw; another version is 409 with the order as it now is. */
  expectedVersion?: number;
  /** What the person may do; when given, an action needing more is 403. */
  permissions?: readonly OrderPermission[];
  /** Further columns to set with the status (carrier and tracking, collected_by, …). */
  changes?: RowUpdate<'orders'>;
  /** For `refund`: whether this refund leaves nothing of the capture (the order becomes `refunded`). */
  refundsEverythingLeft?: boolean;
  /** A back-office change is written to the audit log in the same transaction. */
  audit?: AuditScope;
  /** How the order as it now is goes back with a 409 (default: the row). */
  currentView?: (order: Row<'orders'>) => unknown;
}

/**
 * The one way an order's status changes after payment (docs/decisions/038): locks the order, checks
 * the version and shared/orders/order-status.ts, sets the status (and any further columns), and
 * writes the status timeline and, for staff, the audit log, all in the caller's transaction.
 * Money and stock (refunds, giving stock back) are the caller's, in the same transaction, before or
 * after this as their own rules say. Lock order: the order row first, like every order writer.
 */
export async function transitionOrder(trx: Transaction<DB>, input: OrderTransitionInput): Promise<{ before: Row<'orders'>; after: Row<'orders'> }> {
  const before = await trx.selectFrom('orders').selectAll().where('id', '=', input.orderId).forUpdate().executeTakeFirst();
  if (!before) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const current = (input.currentView ?? ((order: Row<'orders'>) => order))(before);
  if (input.expectedVersion !== undefined && input.expectedVersion !== before.version) {
    throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict, undefined, current);
  }
  const state = { status: before.status, deliveryMethod: before.delivery_method };
  if (input.permissions && !input.permissions.includes(permissionFor(input.action, state))) {
    throw new AppError('FORBIDDEN', 'Your role cannot do this to an order');
  }
  if (!canApply(input.action, state)) throw new AppError('CONFLICT', refusalOf(input.action, state), undefined, current);

  const to = statusAfter(input.action, state, input.refundsEverythingLeft ?? false);
  const after = await trx
    .updateTable('orders')
    .set({ ...input.changes, status: to, updated_at: new Date() })
    .where('id', '=', before.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (to !== before.status) {
    await trx
      .insertInto('order_status_history')
      .values({ order_id: before.id, from_status: before.status, to_status: to, changed_by: input.actorId, reason: input.reason, created_at: new Date() })
      .execute();
  }
  if (input.audit) {
    await recordChange(trx, input.audit, { action: `order.${input.action}`, entityType: 'order', entityId: before.id, before: auditView(before), after: auditView(after) });
  }
  return { before, after };
}

/** What the audit log keeps of an order: its state, not its lines or addresses. */
function auditView(order: Row<'orders'>) {
  return {
    orderNumber: order.order_number,
    status: order.status,
    version: order.version,
    ...(order.pickup_code ? { pickupCode: order.pickup_code } : {}),
    ...(order.collected_at ? { collectedAt: new Date(order.collected_at).toISOString(), collectedBy: order.collected_by } : {}),
  };
}
