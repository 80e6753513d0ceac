import { sql, type Kysely } from 'kysely';
import type { CustomerAddress, CustomerOrder, CustomerRefund, CustomerRow, CustomersListQuery, SpendByCurrency } from '../../../shared/admin/customers.schema';
import type { DB } from '../../db/schema';
import { containsPattern, type ListSort } from '../../platform/list';
import { ordersOfUser, paidIn, placedOrderCount, spendIn } from './customer-spend';
import { orderInScope } from '../order-scope';
import type { StoreScope } from '../store-scope';

// Reads for the customers screen. Only the columns named here leave the database: better-auth's
// account (password hashes), session (tokens) and verification tables are never joined, except
// for the newest session's creation time (the last sign-in).

/** The list's sort whitelist (server/platform/list.ts). */
export const CUSTOMERS_LIST_SORT: ListSort = {
  sortable: { name: 'sort_name', email: 'email', createdAt: 'created_at', orderCount: 'order_count', spendUSD: 'spend_usd', spendGBP: 'spend_gbp' },
  defaultSort: 'createdAt.desc',
  tiebreaker: 'id',
};

const userId = sql.ref<string>('u.id');

/** Every account, searched by name or email; neither sorted nor paged. */
export function customersListQuery(db: Kysely<DB>, query: Partial<CustomersListQuery>) {
  let select = db
    .selectFrom('user as u')
    .select([
      'u.id', 'u.name', 'u.email', 'u.createdAt as created_at',
      sql<string>`lower(u.name)`.as('sort_name'),
      placedOrderCount(ordersOfUser(userId)).as('order_count'),
      spendIn(ordersOfUser(userId), 'USD').as('spend_usd'),
      spendIn(ordersOfUser(userId), 'GBP').as('spend_gbp'),
      paidIn(ordersOfUser(userId), 'USD').as('paid_usd'),
      paidIn(ordersOfUser(userId), 'GBP').as('paid_gbp'),
    ]);
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.email', 'ilike', pattern)]));
  }
  return select;
}

type ListedCustomer = Awaited<ReturnType<ReturnType<typeof customersListQuery>['execute']>>[number];

export function spendOf(row: { spend_usd: number | string | bigint; spend_gbp: number | string | bigint; paid_usd: boolean; paid_gbp: boolean }): SpendByCurrency {
  return {
    ...(row.paid_usd ? { USD: Number(row.spend_usd) } : {}),
    ...(row.paid_gbp ? { GBP: Number(row.spend_gbp) } : {}),
  };
}

export function toCustomerRow(row: ListedCustomer): CustomerRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    createdAt: new Date(row.created_at).toISOString(),
    orderCount: Number(row.order_count),
    spend: spendOf(row),
  };
}

/** One account's profile columns, its figures and its last sign-in; null when there is no such account. */
export async function findCustomer(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('user as u')
    .select([
      'u.id', 'u.name', 'u.email', 'u.createdAt as created_at', 'u.emailVerified as email_verified',
      sql<Date | null>`(SELECT max(s."createdAt") FROM "session" s WHERE s."userId" = u.id)`.as('last_sign_in'),
      placedOrderCount(ordersOfUser(userId)).as('order_count'),
      spendIn(ordersOfUser(userId), 'USD').as('spend_usd'),
      spendIn(ordersOfUser(userId), 'GBP').as('spend_gbp'),
      paidIn(ordersOfUser(userId), 'USD').as('paid_usd'),
      paidIn(ordersOfUser(userId), 'GBP').as('paid_gbp'),
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

export async function addressesOf(db: Kysely<DB>, id: string): Promise<CustomerAddress[]> {
  const rows = await db.selectFrom('saved_addresses').selectAll().where('user_id', '=', id).orderBy('is_default', 'desc').orderBy('created_at').execute();
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    fullName: row.full_name,
    lines: [row.address_line_1, row.address_line_2, [row.city, row.region, row.postal_code].filter(Boolean).join(', ')].filter((line): line is string => !!line),
    country: row.country,
    phone: row.phone,
    isDefault: row.is_default,
  }));
}

/**
 * The account's orders that left checkout (not the carts abandoned at PayPal), newest first: those in
 * the viewer's store scope (another store's pickup orders are not listed, docs/decisions/071).
 */
export async function ordersOf(db: Kysely<DB>, id: string, scope: StoreScope): Promise<CustomerOrder[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select(['o.id', 'o.order_number', 'o.created_at', 'o.status', 'o.currency', 'o.total', 'o.delivery_method'])
    .where('o.user_id', '=', id)
    .where('o.status', '!=', 'pending_payment')
    .where(orderInScope(scope, 'o'))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    id: row.id, orderNumber: row.order_number, createdAt: new Date(row.created_at).toISOString(), status: row.status,
    currency: row.currency, total: row.total, deliveryMethod: row.delivery_method,
  }));
}

/** The account's refunds (any status: staff see a failed or pending one too), newest first, on orders in the scope. */
export async function refundsOf(db: Kysely<DB>, id: string, scope: StoreScope): Promise<CustomerRefund[]> {
  const rows = await db
    .selectFrom('refunds as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'r.order_id', 'o.order_number', 'r.amount', 'r.currency', 'r.status', 'r.reason', 'r.created_at'])
    .where('o.user_id', '=', id)
    .where(orderInScope(scope, 'o'))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id, orderId: row.order_id, orderNumber: row.order_number, amount: row.amount, currency: row.currency,
    status: row.status, reason: row.reason, createdAt: new Date(row.created_at).toISOString(),
  }));
}

export async function newsletterOf(db: Kysely<DB>, email: string) {
  return db.selectFrom('newsletter_subscribers').select('created_at').where(sql<boolean>`lower(email) = ${email.toLowerCase()}`).orderBy('created_at').executeTakeFirst();
}

export async function doNotSellOf(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('do_not_sell_requests')
    .select(['status', 'created_at'])
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
