import { AppError } from '../../shared/errors';
import { ORDER_NOT_FOUND } from '../../shared/orders/order-texts';
import { ORDERS_TEXTS } from '../../shared/admin/orders.schema';
import { permissionFor, type OrderPermission } from '../../shared/orders/order-status';
import type { Row } from '../db/schema';
import { retryOnLockConflict } from '../db/retry-conflicts';
import type { AuditScope } from '../platform/audit';
import { transitionOrder } from './order-transition';
import { refundOrder, type RefundDeps } from './refunds/refund-order';

export interface CancelOrderInput {
  orderId: string;
  reason: string;
  requestKey: string;
  actor: { id: string } | null;
  audit?: AuditScope;
  expectedVersion?: number;
  permissions?: readonly OrderPermission[];
}

/**
 * Cancels an order (DECISIONS.md, "Back office and operations"): one not yet paid simply becomes
 * `cancelled` (its capture never took stock or a promo use); a paid one is refunded in full first,
 * its stock and promo-code use given back, then `cancelled` (refundOrder with `closesWith`).
 */
export async function cancelOrder(deps: RefundDeps, input: CancelOrderInput): Promise<Row<'orders'>> {
  const order = await deps.db.selectFrom('orders').select(['status', 'delivery_method']).where('id', '=', input.orderId).executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const state = { status: order.status, deliveryMethod: order.delivery_method };
  if (input.permissions && !input.permissions.includes(permissionFor('cancel', state))) throw new AppError('FORBIDDEN', ORDERS_TEXTS.moneyForbidden);
  if (order.status !== 'pending_payment') {
    const { order: cancelled } = await refundOrder(deps, { ...input, closesWith: 'cancel', full: true });
    return cancelled;
  }
  const { after } = await retryOnLockConflict(() =>
    deps.db.transaction().execute((trx) =>
      transitionOrder(trx, {
        orderId: input.orderId,
        action: 'cancel',
        actorId: input.actor?.id ?? null,
        reason: input.reason,
        ...(input.expectedVersion !== undefined ? { expectedVersion: input.expectedVersion } : {}),
        ...(input.permissions ? { permissions: input.permissions } : {}),
        ...(input.audit ? { audit: input.audit } : {}),
      }),
    ),
  );
  void deps.email.sendOrderUpdate(after.id, { kind: 'cancelled' });
  return after;
}
