import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB, RefundLine } from '../../db/schema';
import { containsPattern, type CsvColumn, type ListSort } from '../../platform/list';
import { allowedActions, type OrderPermission } from '../../../shared/orders/order-status';
import type { AdminOrder, OrderListRow, OrdersListQuery } from '../../../shared/admin/orders.schema';
import { formatMoney } from '../../../shared/money';
import { lineTallies } from '../../orders/refunds/refunds.repo';
import { orderInScope } from '../order-scope';
import type { StoreScope } from '../store-scope';

/** The list's sort whitelist: API key → selected column (server/platform/list.ts). */
export const ORDERS_LIST_SORT: ListSort = {
  sortable: {
    createdAt: 'o.created_at',
    number: 'o.order_number',
    total: 'o.total',
    status: 'o.status',
    customer: 'customer_sort',
  },
  defaultSort: 'createdAt.desc',
  tiebreaker: 'o.id',
  // None is ever NULL (customer_sort ends in ''): each sort is served by migration 0022's indexes.
  notNull: ['createdAt', 'number', 'total', 'status', 'customer'],
};

/** The list counts at most this many orders past the page's start, then says "1,000+" (docs/decisions/043). */
export const ORDERS_COUNT_CAP = 1_000;

const paymentStatus = sql<string | null>`(SELECT pm.status FROM payments AS pm WHERE pm.order_id = o.id ORDER BY pm.created_at DESC LIMIT 1)`;
const refundedTotal = sql<number>`(SELECT coalesce(sum(r.amount), 0)::int FROM refunds AS r WHERE r.order_id = o.id AND r.status = 'completed')`;
const customerName = sql<string>`coalesce(u.name, o.shipping_address->>'full_name', o.contact_name, '')`;

/** The order has a pickup flag not dealt with yet (migration 0033's partial index). */
export const OPEN_FLAG = sql<boolean>`EXISTS (SELECT 1 FROM pickup_handovers AS fh WHERE fh.order_id = o.id AND fh.outcome <> 'collected' AND fh.dealt_with_at IS NULL)`;

/**
 * The list's store scope, search and filters as conditions on `orders AS o` alone (the account's name and email
 * through EXISTS, not the page's join), so the count reads nothing but orders' indexes.
 */
function orderConditions(query: Omit<OrdersListQuery, 'page' | 'pageSize' | 'sort'>, scope: StoreScope): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [orderInScope(scope, 'o')];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql<boolean>`(o.order_number ILIKE ${pattern} OR o.email ILIKE ${pattern}
      OR o.shipping_address->>'full_name' ILIKE ${pattern} OR o.contact_name ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM "user" AS su WHERE su.id = o.user_id AND (su.email ILIKE ${pattern} OR su.name ILIKE ${pattern})))`);
  }
  if (query.status) conditions.push(sql<boolean>`o.status = ${query.status}`);
  if (query.country) conditions.push(sql<boolean>`o.country = ${query.country}`);
  if (query.delivery) conditions.push(sql<boolean>`o.delivery_method = ${query.delivery}`);
  if (query.flagged) conditions.push(OPEN_FLAG);
  if (query.from) conditions.push(sql<boolean>`o.created_at >= ${query.from}::date`);
  if (query.to) conditions.push(sql<boolean>`o.created_at < ${query.to}::date + 1`);
  if (query.payment) {
    const has = (status: string) => sql<boolean>`EXISTS (SELECT 1 FROM payments AS pm WHERE pm.order_id = o.id AND pm.status = ${status})`;
    const anyRefund = sql<boolean>`EXISTS (SELECT 1 FROM refunds AS r WHERE r.order_id = o.id AND r.status = 'completed')`;
    if (query.payment === 'captured') conditions.push(sql<boolean>`${has('captured')} AND NOT ${anyRefund}`);
    if (query.payment === 'partially_refunded') conditions.push(sql<boolean>`${has('captured')} AND ${anyRefund}`);
    if (query.payment === 'refunded') conditions.push(has('refunded'));
    if (query.payment === 'pending') conditions.push(has('pending'));
    if (query.payment === 'unpaid') {
      conditions.push(sql<boolean>`NOT EXISTS (SELECT 1 FROM payments AS pm WHERE pm.order_id = o.id AND pm.status IN ('captured', 'pending', 'refunded'))`);
    }
  }
  return conditions;
}

/** The list's rows, filtered and searched but neither sorted nor paged (the kit's list helper does both). */
export function ordersListQuery(db: Kysely<DB>, query: OrdersListQuery, scope: StoreScope) {
  return orderConditions(query, scope).reduce(
    (select, condition) => select.where(condition),
    db
      .selectFrom('orders as o')
      .leftJoin('user as u', 'u.id', 'o.user_id')
      .select([
        'o.id', 'o.order_number', 'o.version', 'o.created_at', 'o.country', 'o.currency', 'o.total', 'o.status', 'o.delivery_method',
        sql<string | null>`coalesce(o.email, u.email)`.as('email'),
        customerName.as('customer'),
        sql<string>`lower(${customerName})`.as('customer_sort'),
        paymentStatus.as('payment_status'),
        refundedTotal.as('refunded'),
      ]),
  );
}

/**
 * The same orders as ordersListQuery, for counting: no join and no column, so PostgreSQL counts
 * from an index alone (a removed LEFT JOIN still kept it from an index-only scan).
 */
export function ordersCountQuery(db: Kysely<DB>, query: OrdersListQuery, scope: StoreScope) {
  return orderConditions(query, scope).reduce((select, condition) => select.where(condition), db.selectFrom('orders as o').select(sql<number>`1`.as('one')));
}

export type OrdersListRaw = Awaited<ReturnType<ReturnType<typeof ordersListQuery>['execute']>>[number];

export function toOrderListRow(row: OrdersListRaw): OrderListRow {
  return {
    id: row.id,
    orderNumber: row.order_number,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    customer: row.customer,
    email: row.email,
    country: row.country,
    currency: row.currency,
    total: Number(row.total),
    status: row.status,
    deliveryMethod: row.delivery_method,
    paymentStatus: row.payment_status,
    refunded: Number(row.refunded),
  };
}

export const ORDERS_CSV_COLUMNS: readonly CsvColumn<OrderListRow>[] = [
  { header: 'Order number', value: (row) => row.orderNumber },
  { header: 'Date', value: (row) => row.createdAt },
  { header: 'Customer', value: (row) => row.customer },
  { header: 'Email', value: (row) => row.email },
  { header: 'Country', value: (row) => row.country },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Total', value: (row) => formatMoney(row.total, row.currency) },
  { header: 'Total (minor units)', value: (row) => row.total },
  { header: 'Status', value: (row) => row.status },
  { header: 'Delivery', value: (row) => row.deliveryMethod },
  { header: 'Payment', value: (row) => row.paymentStatus },
  { header: 'Refunded (minor units)', value: (row) => row.refunded },
];

/** One order as the back office shows it, with what these permissions may do to it now; null when unknown. */
export async function loadAdminOrder(db: Kysely<DB>, orderId: string, permissions: readonly OrderPermission[]): Promise<AdminOrder | null> {
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('user as u', 'u.id', 'o.user_id')
    .leftJoin('stores as s', 's.id', 'o.pickup_store_id')
    .selectAll('o')
    .select(['u.name as user_name', 'u.email as user_email', 's.name as store_name'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const [lines, payment, refunds, history, notes, flags] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),
    db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('created_at', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('refunds as r').leftJoin('user as u', 'u.id', 'r.requested_by').selectAll('r').select('u.name as requester').where('r.order_id', '=', orderId).orderBy('r.created_at').orderBy('r.id').execute(),
    db.selectFrom('order_status_history as h').leftJoin('user as u', 'u.id', 'h.changed_by').selectAll('h').select('u.name as changer').where('h.order_id', '=', orderId).orderBy('h.id').execute(),
    db.selectFrom('order_notes').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute(),
    db.selectFrom('pickup_handovers').selectAll().where('order_id', '=', orderId).where('outcome', '<>', 'collected').orderBy('handed_over_at').orderBy('id').execute(),
  ]);
  const tallies = lineTallies(refunds);
  const captured = payment && payment.capture_id && (payment.status === 'captured' || payment.status === 'refunded') ? payment.amount : 0;
  const refunded = refunds.filter((r) => r.status === 'completed').reduce((sum, r) => sum + r.amount, 0);
  const held = refunds.filter((r) => r.status === 'pending' || r.status === 'completed').reduce((sum, r) => sum + r.amount, 0);
  const address = order.shipping_address;
  return {
    id: order.id,
    orderNumber: order.order_number,
    version: order.version,
    status: order.status,
    deliveryMethod: order.delivery_method,
    country: order.country,
    currency: order.currency,
    createdAt: new Date(order.created_at).toISOString(),
    email: order.email ?? order.user_email ?? null,
    customer: order.user_id && order.user_email ? { id: order.user_id, name: order.user_name ?? '', email: order.user_email } : null,
    contact: { name: order.contact_name, phone: order.contact_phone },
    shippingAddress: address
      ? {
          fullName: address.full_name ?? null,
          addressLine1: address.address_line_1,
          addressLine2: address.address_line_2 ?? null,
          city: address.admin_area_2,
          state: address.admin_area_1 ?? null,
          postalCode: address.postal_code,
          countryCode: address.country_code,
        }
      : null,
    pickupStore: order.pickup_store_id ? { id: order.pickup_store_id, name: order.store_name ?? '' } : null,
    pickupCode: order.pickup_code,
    carrier: order.carrier,
    trackingNumber: order.tracking_number,
    shippedAt: order.shipped_at ? new Date(order.shipped_at).toISOString() : null,
    lines: lines.map((line) => ({
      id: line.id,
      productId: line.product_id,
      variantId: line.variant_id,
      productName: line.product_name,
      variantName: line.variant_name,
      unitPrice: line.unit_price,
      quantity: line.quantity,
      lineTotal: line.line_total,
      refundedQuantity: tallies.get(line.id)?.refunded ?? 0,
    })),
    totals: {
      subtotal: order.subtotal,
      discount: order.discount_total,
      discountCode: order.discount_code,
      shipping: order.shipping_total,
      tax: order.tax_total,
      vatIncluded: order.vat_included,
      total: order.total,
    },
    payment: payment
      ? {
          provider: payment.provider,
          providerOrderId: payment.provider_order_id,
          captureId: payment.capture_id,
          status: payment.status,
          captured,
          refunded,
          left: Math.max(0, captured - held),
        }
      : null,
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason,
      status: refund.status,
      lines: refund.lines as RefundLine[],
      paypalRefundId: refund.paypal_refund_id,
      failureReason: refund.failure_reason,
      requestedBy: refund.requester ?? null,
      createdAt: new Date(refund.created_at).toISOString(),
      completedAt: refund.completed_at ? new Date(refund.completed_at).toISOString() : null,
    })),
    timeline: history.map((change) => ({
      from: change.from_status,
      to: change.to_status,
      by: change.changer ?? null,
      at: new Date(change.created_at).toISOString(),
      reason: change.reason,
    })),
    notes: notes.map((note) => ({ id: note.id, author: note.author_label, body: note.body, at: new Date(note.created_at).toISOString() })),
    flags: flags.map((flag) => ({
      handoverId: flag.id,
      kind: flag.outcome === 'duplicate' ? 'collected_twice' : 'not_ready',
      handedOverAt: new Date(flag.handed_over_at).toISOString(),
      staffName: flag.staff_name,
      deviceId: flag.device_id,
      statusOnArrival: flag.status_on_arrival,
      dealtWith: flag.dealt_with_at ? { at: new Date(flag.dealt_with_at).toISOString(), by: flag.dealt_with_by_name ?? '', note: flag.dealt_with_note ?? '' } : null,
    })),
    actions: allowedActions({ status: order.status, deliveryMethod: order.delivery_method }, permissions).filter((action) => action !== 'approve' && action !== 'reject' && action !== 'collect'),
  };
}

/** An order a bulk action may change: which, how people name it, and the version it is at now. */
export interface BulkOrderRef {
  id: string;
  orderNumber: string;
  version: number;
  status: AdminOrder['status'];
  deliveryMethod: AdminOrder['deliveryMethod'];
}

const bulkRefColumns = ['o.id', 'o.order_number', 'o.version', 'o.status', 'o.delivery_method'] as const;
function toBulkRef(row: { id: string; order_number: string; version: number; status: AdminOrder['status']; delivery_method: AdminOrder['deliveryMethod'] }): BulkOrderRef {
  return { id: row.id, orderNumber: row.order_number, version: row.version, status: row.status, deliveryMethod: row.delivery_method };
}

/** Up to `limit` orders the list's filter matches in the scope, oldest first (the list's own conditions). */
export async function ordersMatchingFilter(db: Kysely<DB>, filter: Omit<OrdersListQuery, 'page' | 'pageSize' | 'sort'>, scope: StoreScope, limit: number): Promise<BulkOrderRef[]> {
  const select = orderConditions(filter, scope).reduce((query, condition) => query.where(condition), db.selectFrom('orders as o').select(bulkRefColumns));
  return (await select.orderBy('o.created_at').orderBy('o.id').limit(limit).execute()).map(toBulkRef);
}

/** The orders among `ids` that are in the scope (an order outside it is answered as if it did not exist). */
export async function ordersInScopeById(db: Kysely<DB>, ids: readonly string[], scope: StoreScope): Promise<BulkOrderRef[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('orders as o').select(bulkRefColumns).where('o.id', 'in', ids).where(orderInScope(scope, 'o')).execute()).map(toBulkRef);
}

/** The orders in the scope with these order numbers (as typed in a file: any case). */
export async function ordersInScopeByNumber(db: Kysely<DB>, numbers: readonly string[], scope: StoreScope): Promise<BulkOrderRef[]> {
  if (numbers.length === 0) return [];
  const upper = numbers.map((number) => number.toUpperCase());
  return (await db.selectFrom('orders as o').select(bulkRefColumns).where(sql<string>`upper(o.order_number)`, 'in', upper).where(orderInScope(scope, 'o')).execute()).map(toBulkRef);
}
