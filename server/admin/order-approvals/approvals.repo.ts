import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ApprovalRow, ApprovalsListQuery } from '../../../shared/admin/order-approvals.schema';
import type { ApprovalReason } from '../../../shared/orders/order-approval';
import type { DB } from '../../db/schema';
import { containsPattern, type ListSort } from '../../platform/list';
import { placedOrderCount } from '../customers/customer-spend';
import { orderInScope } from '../order-scope';
import type { StoreScope } from '../store-scope';

export const APPROVALS_LIST_SORT: ListSort = {
  sortable: { createdAt: 'held.created_at', total: 'held.total', orderNumber: 'held.order_number' },
  defaultSort: 'createdAt.asc',
  tiebreaker: 'held.id',
};

// The customer of a held order: its account, or (a guest) every guest order with the same email.
const sameCustomer: RawBuilder<boolean> = sql<boolean>`(o.user_id = held.user_id OR (held.user_id IS NULL AND o.user_id IS NULL AND lower(o.email) = lower(held.email)))`;
const refundsOfCustomer = (what: RawBuilder<unknown>, currency?: string) =>
  sql`(SELECT ${what} FROM refunds r JOIN orders o ON o.id = r.order_id WHERE ${sameCustomer} AND r.status = 'completed'${currency ? sql` AND r.currency = ${currency}` : sql``})`;

/** The held orders (`awaiting_approval`) in the store scope, with their payment and the customer's history. */
export function approvalsListQuery(db: Kysely<DB>, query: Partial<ApprovalsListQuery>, scope: StoreScope) {
  let select = db
    .selectFrom('orders as held')
    .leftJoin('payments as p', (join) => join.onRef('p.order_id', '=', 'held.id').on('p.status', 'in', ['captured', 'pending']))
    .leftJoin('user as u', 'u.id', 'held.user_id')
    .select([
      'held.id', 'held.order_number', 'held.created_at', 'held.currency', 'held.total', 'held.status', 'held.delivery_method', 'held.version',
      'held.approval_reasons', 'held.email', 'held.contact_name', 'held.user_id', 'p.status as payment_status',
      'u.name as account_name', 'u.createdAt as account_created_at',
      placedOrderCount(sameCustomer).as('order_count'),
      sql<number>`${refundsOfCustomer(sql`count(*)::int`)}`.as('refund_count'),
      sql<number>`${refundsOfCustomer(sql`coalesce(sum(r.amount), 0)::bigint`, 'USD')}`.as('refunded_usd'),
      sql<number>`${refundsOfCustomer(sql`coalesce(sum(r.amount), 0)::bigint`, 'GBP')}`.as('refunded_gbp'),
    ])
    .where('held.status', '=', 'awaiting_approval')
    .where(orderInScope(scope, 'held'));
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) => eb.or([eb('held.order_number', 'ilike', pattern), eb('held.email', 'ilike', pattern), eb('u.name', 'ilike', pattern)]));
  }
  return select;
}

type HeldRow = Awaited<ReturnType<ReturnType<typeof approvalsListQuery>['execute']>>[number];

export function toApprovalRow(row: HeldRow): ApprovalRow {
  const paymentStatus = row.payment_status === 'captured' || row.payment_status === 'pending' ? row.payment_status : null;
  const stored = (row.approval_reasons ?? []).filter((reason: ApprovalReason) => reason.rule !== 'payment_pending');
  const reasons: ApprovalReason[] = paymentStatus === 'pending' ? [...stored, { rule: 'payment_pending' }] : stored;
  const refundedUsd = Number(row.refunded_usd);
  const refundedGbp = Number(row.refunded_gbp);
  return {
    id: row.id,
    orderNumber: row.order_number,
    createdAt: new Date(row.created_at).toISOString(),
    currency: row.currency,
    total: row.total,
    status: row.status,
    deliveryMethod: row.delivery_method,
    version: row.version,
    paymentStatus,
    reasons,
    customer: {
      kind: row.user_id ? 'account' : 'guest',
      name: row.account_name ?? row.contact_name,
      email: row.email,
      accountCreatedAt: row.account_created_at ? new Date(row.account_created_at).toISOString() : null,
      orderCount: Number(row.order_count),
      refundCount: Number(row.refund_count),
      refunded: { ...(refundedUsd > 0 ? { USD: refundedUsd } : {}), ...(refundedGbp > 0 ? { GBP: refundedGbp } : {}) },
    },
  };
}
