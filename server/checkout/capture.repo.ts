import { sql, type Kysely } from 'kysely';
import type { DB, NewRow, OrderStatus, Row, ShippingAddress } from '../db/schema';
import type { CaptureLine, CheckoutPaymentRef } from '../orders/orders.repo';

// The statements of a checkout's capture (and the owner look-up it shares with an address change).
// Each is one fixed SQL text with its values as parameters: under fifty concurrent checkouts the
// server's CPU is the bottleneck, and building these queries with the query builder on every call
// cost a large share of it. Callers pass the capture's transaction where a statement needs one.

type CheckoutRow = Row<'orders'> & { payment_id: string; payment_amount: number; payment_capture_request_id: string | null };

function split(row: CheckoutRow): { order: Row<'orders'>; payment: CheckoutPaymentRef } {
  const { payment_id, payment_amount, payment_capture_request_id, ...order } = row;
  return { order, payment: { id: payment_id, amount: payment_amount, capture_request_id: payment_capture_request_id } };
}

/** The order and its payment row by PayPal order id, in one query (a join); undefined when unknown. */
export async function selectCheckoutByPayPalId(db: Kysely<DB>, providerOrderId: string): Promise<{ order: Row<'orders'>; payment: CheckoutPaymentRef } | undefined> {
  const { rows } = await sql<CheckoutRow>`
    select orders.*, payments.id as payment_id, payments.amount as payment_amount, payments.capture_request_id as payment_capture_request_id
    from payments join orders on orders.id = payments.order_id
    where payments.provider_order_id = ${providerOrderId}
  `.execute(db);
  return rows[0] ? split(rows[0]) : undefined;
}

/**
 * A capture's one read under the lock: the order row locked until the transaction ends (the one
 * mutex of a capture or address change), with its payment row, its lines and the approval settings
 * in the same query. Undefined when the PayPal order id is unknown.
 */
export async function selectCheckoutForCapture(
  trx: Kysely<DB>,
  providerOrderId: string,
  settingKeys: string[],
): Promise<{ order: Row<'orders'>; payment: CheckoutPaymentRef; lines: CaptureLine[]; settings: Map<string, unknown> } | undefined> {
  const { rows } = await sql<CheckoutRow & { lines: CaptureLine[]; settings: Array<{ key: string; value: unknown }> }>`
    select orders.*, payments.id as payment_id, payments.amount as payment_amount, payments.capture_request_id as payment_capture_request_id,
      (select coalesce(json_agg(l), '[]') from (
        select id, product_id, variant_id, product_name, variant_name, quantity from order_lines
        where order_lines.order_id = orders.id order by id) l) as lines,
      (select coalesce(json_agg(s), '[]') from (
        select key, value from settings where key = any(${settingKeys}::text[])) s) as settings
    from payments join orders on orders.id = payments.order_id
    where payments.provider_order_id = ${providerOrderId}
    for update of orders
  `.execute(trx);
  const row = rows[0];
  if (!row) return undefined;
  const { lines, settings, ...checkout } = row;
  return {
    ...split(checkout),
    lines: lines.map((line) => ({ ...line, quantity: Number(line.quantity) })),
    settings: new Map(settings.map((setting) => [setting.key, setting.value])),
  };
}

/**
 * Takes one use of a code while uses are left, answering the code's row as it now is (one more
 * use), or undefined when none was left (or there is no such code).
 */
export async function takePromoUse(trx: Kysely<DB>, discountId: string): Promise<Row<'discounts'> | undefined> {
  const { rows } = await sql<Row<'discounts'>>`
    update discounts set current_uses = current_uses + 1, updated_at = now()
    where id = ${discountId} and (max_uses is null or current_uses < max_uses)
    returning *
  `.execute(trx);
  return rows[0];
}

/** What a capture writes: the order's new state, the payment's capture and the status rows, in order. */
export interface CaptureRecord {
  orderId: string;
  order: { status: OrderStatus; needs_approval: boolean; email: string | null; /** Only when the order has none yet. */ shipping_address?: ShippingAddress };
  paymentId: string;
  /** pending: PayPal is still reviewing the funds (docs/decisions/018). */
  payment: { status: 'captured' | 'pending'; capture_id: string; capture_request_id: string; amount: number };
  history: Array<Pick<NewRow<'order_status_history'>, 'order_id' | 'from_status' | 'to_status' | 'changed_by' | 'reason'>>;
}

/**
 * Records a captured payment in one statement (data-modifying CTEs): the order's new status and
 * fields, the payment captured, and the status history rows in their order.
 */
export async function recordCaptureOf(trx: Kysely<DB>, capture: CaptureRecord): Promise<void> {
  const { order, payment } = capture;
  await sql`
    with paid_order as (
      update orders set status = ${order.status}, needs_approval = ${order.needs_approval}, email = ${order.email},
        shipping_address = coalesce(${order.shipping_address === undefined ? null : JSON.stringify(order.shipping_address)}::jsonb, shipping_address),
        updated_at = now()
      where id = ${capture.orderId}
      returning id
    ), captured_payment as (
      update payments set status = ${payment.status}, capture_id = ${payment.capture_id}, capture_request_id = ${payment.capture_request_id},
        amount = ${payment.amount}, failure_reason = null, updated_at = now()
      where id = ${capture.paymentId}
      returning id
    )
    insert into order_status_history (order_id, from_status, to_status, changed_by, reason)
    select order_id, from_status, to_status, changed_by, reason
    from json_populate_recordset(null::order_status_history, ${JSON.stringify(capture.history)}::json) with ordinality as h
    order by h.ordinality
  `.execute(trx);
}
