import { sql, type RawBuilder, type Transaction } from 'kysely';
import { ADMIN_TEXTS } from '../../shared/admin/api';
import { AppError } from '../../shared/errors';
import { ORDER_NOT_FOUND } from '../../shared/orders/order-texts';
import {
  canApply, ORDER_TRANSITIONS, permissionFor, refusalOf, statusAfter,
  type OrderAction, type OrderPermission, type OrderStatus,
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
  const steps = to === before.status ? [] : [{ from: before.status, to, changedBy: input.actorId, reason: input.reason }];
  const { rows } = await sql<Row<'orders'>>`
    with ${statusChangeSql(sql`${before.id}`, before.status, to, steps, input.changes ?? {})}
    select * from status_changed
  `.execute(trx);
  const after = rows[0];
  if (!after) throw new AppError('CONFLICT', refusalOf(input.action, state), undefined, current);
  if (input.audit) {
    await recordChange(trx, input.audit, { action: `order.${input.action}`, entityType: 'order', entityId: before.id, before: auditView(before), after: auditView(after) });
  }
  return { before, after };
}

/** One row of an order's status timeline. */
export interface StatusStep {
  from: OrderStatus;
  to: OrderStatus;
  /** Who made the change; null for the shop itself. */
  changedBy: string | null;
  reason: string;
}

/** A column of `orders` set with a status change: a value, or SQL over the row (`coalesce(…, column)`). */
export type StatusChangeColumns = { [K in keyof RowUpdate<'orders'>]?: RowUpdate<'orders'>[K] | RawBuilder<unknown> };

/**
 * The one place an order's status is written (docs/decisions/038): common table expressions that
 * set the order `orderId` (SQL) to `to` with `columns`, only while its status is `from`, as
 * `status_changed` (the row after, empty when the guard failed), and insert `steps` into its
 * timeline, in order, only when it changed. `transitionOrder` runs it after its checks on the locked
 * row; the capture's settle runs it inside its one statement after the claim (`captureStatusSteps`).
 */
export function statusChangeSql(orderId: RawBuilder<unknown>, from: OrderStatus, to: OrderStatus, steps: readonly StatusStep[], columns: StatusChangeColumns) {
  const now = new Date();
  const set = Object.entries(columns)
    .filter(([column, value]) => value !== undefined && column !== 'status' && column !== 'updated_at')
    .map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
  return sql`status_changed as (
      update orders set ${sql.join([...set, sql`status = ${to}`, sql`updated_at = ${now}`])}
      where id = ${orderId} and status = ${from}
      returning *
    ), status_timeline as (
      insert into order_status_history (order_id, from_status, to_status, changed_by, reason, created_at)
      select status_changed.id, step.from_status, step.to_status, step.changed_by, step.reason, ${now}::timestamptz
      from status_changed,
        unnest(${steps.map((step) => step.from)}::text[], ${steps.map((step) => step.to)}::text[], ${steps.map((step) => step.changedBy)}::text[], ${steps.map((step) => step.reason)}::text[])
          with ordinality as step(from_status, to_status, changed_by, reason, n)
      order by step.n
    )`;
}

/**
 * A capture's status steps (`capture`, then `hold` when the approval rules hold it; or
 * `hold_for_funds`), checked against the status table as a chain: the first starts where the
 * table's `capture` does (pending payment), each next one from where the last ended. Answers where
 * the chain starts and ends.
 */
export function captureStatusSteps(chain: ReadonlyArray<{ action: OrderAction; changedBy: string | null; reason: string }>): { from: OrderStatus; to: OrderStatus; steps: StatusStep[] } {
  const start = ORDER_TRANSITIONS.capture.from[0]!;
  let at: OrderStatus = start;
  const steps = chain.map(({ action, changedBy, reason }) => {
    const transition = ORDER_TRANSITIONS[action];
    if (transition.permission !== 'shop' || transition.to === null || !transition.from.includes(at)) {
      throw new Error(`The status table does not allow a capture to ${action} an order that is ${at}`);
    }
    const step = { from: at, to: transition.to, changedBy, reason };
    at = transition.to;
    return step;
  });
  return { from: start, to: at, steps };
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
