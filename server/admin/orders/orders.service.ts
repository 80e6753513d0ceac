import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { AppError } from '../../../shared/errors';
import { ORDER_NOT_FOUND } from '../../../shared/orders/order-texts';
import { ORDER_FLAG_TEXTS } from '../../../shared/admin/order-flags';
import type { AdminOrder, CancelBody, OrderListRow, OrdersListQuery, RefundBody, StatusActionBody } from '../../../shared/admin/orders.schema';
import type { ListPage } from '../../../shared/admin/api';
import { actionDoneText, type OrderPermission } from '../../../shared/orders/order-status';
import type { AppDeps } from '../../context';
import type { DB } from '../../db/schema';
import { retryOnLockConflict } from '../../db/retry-conflicts';
import { recordChange, type AuditScope } from '../../platform/audit';
import { csvResponse, listPage } from '../../platform/list';
import type { StoreScope } from '../store-scope';
import { transitionOrder } from '../../orders/order-transition';
import { cancelOrder } from '../../orders/cancel-order';
import { refundOrder } from '../../orders/refunds/refund-order';
import { sendReadyForPickupEmail } from '../../pickup/pickup-emails';
import { loadAdminOrder, ORDERS_COUNT_CAP, ORDERS_CSV_COLUMNS, ORDERS_LIST_SORT, ordersCountQuery, ordersListQuery, toOrderListRow } from './orders.repo';

type Deps = Pick<AppDeps, 'db' | 'paypal' | 'email' | 'log'>;

export interface OrderActor {
  id: string;
  permissions: readonly OrderPermission[];
  audit: AuditScope;
}

export function listOrders(db: Kysely<DB>, query: OrdersListQuery, scope: StoreScope): Promise<ListPage<OrderListRow>> {
  return listPage(db, ordersListQuery(db, query, scope), query, ORDERS_LIST_SORT, toOrderListRow, {
    countCap: ORDERS_COUNT_CAP,
    countRows: ordersCountQuery(db, query, scope),
    keysFirst: true,
  });
}

export function ordersCsv(c: Context, db: Kysely<DB>, query: OrdersListQuery, scope: StoreScope): Response {
  return csvResponse(c, ordersListQuery(db, query, scope), query, ORDERS_LIST_SORT, toOrderListRow, { name: 'orders', columns: ORDERS_CSV_COLUMNS }, { keysFirst: true });
}

export async function getOrder(db: Kysely<DB>, orderId: string, permissions: readonly OrderPermission[]): Promise<AdminOrder> {
  const order = await loadAdminOrder(db, orderId, permissions);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

/** Mark processing, shipped (carrier and tracking number), delivered or ready, at the version the person saw. */
export async function changeStatus(deps: Deps, orderId: string, actor: OrderActor, body: StatusActionBody): Promise<AdminOrder> {
  await withCurrentOnConflict(deps.db, orderId, actor, () => applyStatusAction(deps, orderId, actor, body));
  return getOrder(deps.db, orderId, actor.permissions);
}

/**
 * A status action on one order, in its own transaction with its timeline and audit rows, then the
 * shopper's email: what the order page's action runs, and what a bulk action runs for each order.
 */
export async function applyStatusAction(deps: Deps, orderId: string, actor: OrderActor, body: StatusActionBody): Promise<void> {
  const changes = body.action === 'mark_shipped' ? { carrier: body.carrier, tracking_number: body.trackingNumber, shipped_at: new Date() } : undefined;
  const reason = body.reason ?? (body.action === 'mark_shipped' ? `${actionDoneText('mark_shipped')}: ${body.carrier} ${body.trackingNumber}` : actionDoneText(body.action));
  await retryOnLockConflict(() =>
    deps.db.transaction().execute((trx) =>
      transitionOrder(trx, {
        orderId,
        action: body.action,
        actorId: actor.id,
        reason,
        expectedVersion: body.version,
        permissions: actor.permissions,
        audit: actor.audit,
        ...(changes ? { changes } : {}),
      }),
    ),
  );
  if (body.action === 'mark_shipped') void deps.email.sendOrderUpdate(orderId, { kind: 'shipped' });
  if (body.action === 'mark_ready') void sendReadyForPickupEmail(deps, orderId);
}

/** A refund from the orders screen: full, chosen lines and quantities, or an amount (docs/decisions/043). */
export async function refund(deps: Deps, orderId: string, actor: OrderActor, body: RefundBody): Promise<AdminOrder> {
  await withCurrentOnConflict(deps.db, orderId, actor, () =>
    refundOrder(deps, {
      orderId,
      reason: body.reason,
      requestKey: body.requestKey,
      actor,
      audit: actor.audit,
      expectedVersion: body.version,
      permissions: actor.permissions,
      ...(body.full ? { full: true, restock: body.restock === true } : {}),
      ...(body.lines && body.lines.length > 0 ? { lines: body.lines } : {}),
      ...(body.amount !== undefined ? { amount: body.amount } : {}),
    }),
  );
  return getOrder(deps.db, orderId, actor.permissions);
}

export async function cancel(deps: Deps, orderId: string, actor: OrderActor, body: CancelBody): Promise<AdminOrder> {
  await withCurrentOnConflict(deps.db, orderId, actor, () =>
    cancelOrder(deps, { orderId, reason: body.reason, requestKey: body.requestKey, actor, audit: actor.audit, expectedVersion: body.version, permissions: actor.permissions }),
  );
  return getOrder(deps.db, orderId, actor.permissions);
}

/** An internal note on the order (staff only; never shown to the shopper), audited. */
export async function addNote(db: Kysely<DB>, orderId: string, actor: OrderActor, body: string): Promise<AdminOrder> {
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'order_number']).where('id', '=', orderId).executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const id = randomUUID();
    const label = `${actor.audit.actor.name} <${actor.audit.actor.email}>`;
    await trx.insertInto('order_notes').values({ id, order_id: orderId, author_id: actor.id, author_label: actor.audit.actor.name || label, body, created_at: new Date() }).execute();
    await recordChange(trx, actor.audit, { action: 'order.note', entityType: 'order', entityId: orderId, before: null, after: { orderNumber: order.order_number, noteId: id, note: body } });
  });
  return getOrder(db, orderId, actor.permissions);
}

/**
 * Marks the order's open pickup flags dealt with (docs/decisions/071): who, when and their note on each
 * hand-over, and the audit row, in one transaction, the order row locked first like every order writer
 * (a hand-over arriving meanwhile waits, then counts as a new flag). None open: 409 with the order.
 */
export async function dealWithFlags(db: Kysely<DB>, orderId: string, actor: OrderActor, note: string): Promise<AdminOrder> {
  await withCurrentOnConflict(db, orderId, actor, () =>
    retryOnLockConflict(() =>
      db.transaction().execute(async (trx) => {
        const order = await trx.selectFrom('orders').select(['id', 'order_number']).where('id', '=', orderId).forUpdate().executeTakeFirst();
        if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
        const by = actor.audit.actor.name || actor.audit.actor.email;
        const dealt = await trx
          .updateTable('pickup_handovers')
          .set({ dealt_with_at: new Date(), dealt_with_by: actor.id, dealt_with_by_name: by, dealt_with_note: note })
          .where('order_id', '=', orderId)
          .where('outcome', '<>', 'collected')
          .where('dealt_with_at', 'is', null)
          .returning(['id', 'outcome'])
          .execute();
        if (dealt.length === 0) throw new AppError('CONFLICT', ORDER_FLAG_TEXTS.nothingOpen);
        const flags = dealt.map((flag) => ({ handoverId: flag.id, outcome: flag.outcome }));
        await recordChange(trx, actor.audit, {
          action: 'order.flags.dealt_with', entityType: 'order', entityId: orderId,
          before: { orderNumber: order.order_number, openFlags: flags }, after: { orderNumber: order.order_number, dealtWith: flags, by, note },
        });
      }),
    ),
  );
  return getOrder(db, orderId, actor.permissions);
}

/** A 409 carries the order as the back office shows it now, so the screen can show it (docs/decisions/038). */
async function withCurrentOnConflict<T>(db: Kysely<DB>, orderId: string, actor: OrderActor, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') {
      const current = await loadAdminOrder(db, orderId, actor.permissions);
      throw new AppError('CONFLICT', error.message, error.fields, current ?? error.current);
    }
    throw error;
  }
}
