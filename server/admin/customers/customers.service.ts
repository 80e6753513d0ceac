import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { CUSTOMER_TEXTS, type CustomerDetail, type CustomerRow, type CustomersListQuery } from '../../../shared/admin/customers.schema';
import { toDecimalString } from '../../../shared/money';
import { AppError } from '../../../shared/errors';
import type { DB } from '../../db/schema';
import { csvResponse, listPage, type CsvColumn } from '../../platform/list';
import type { StoreScope } from '../store-scope';
import {
  CUSTOMERS_LIST_SORT, addressesOf, customersListQuery, doNotSellOf, findCustomer, newsletterOf, ordersOf, refundsOf, spendOf, toCustomerRow,
} from './customers.repo';

const CSV_COLUMNS: readonly CsvColumn<CustomerRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'name', value: (row) => row.name },
  { header: 'email', value: (row) => row.email },
  { header: 'created_at', value: (row) => row.createdAt },
  { header: 'order_count', value: (row) => row.orderCount },
  { header: 'spend_usd', value: (row) => (row.spend.USD === undefined ? null : toDecimalString(row.spend.USD)) },
  { header: 'spend_gbp', value: (row) => (row.spend.GBP === undefined ? null : toDecimalString(row.spend.GBP)) },
];

export const listCustomers = (db: Kysely<DB>, query: CustomersListQuery) =>
  listPage(db, customersListQuery(db, query), query, CUSTOMERS_LIST_SORT, toCustomerRow);
export const customersCsv = (c: Context, db: Kysely<DB>, query: CustomersListQuery) =>
  csvResponse(c, customersListQuery(db, query), query, CUSTOMERS_LIST_SORT, toCustomerRow, { name: 'customers', columns: CSV_COLUMNS });

/** One customer as the screen shows them (profile, addresses, orders, refunds, newsletter, do-not-sell). */
export async function customerDetail(db: Kysely<DB>, id: string, scope: StoreScope): Promise<CustomerDetail> {
  const found = await findCustomer(db, id);
  if (!found) throw new AppError('NOT_FOUND', CUSTOMER_TEXTS.notFound);
  const [addresses, orders, refunds, newsletter, doNotSell] = await Promise.all([
    addressesOf(db, id), ordersOf(db, id, scope), refundsOf(db, id, scope), newsletterOf(db, found.email), doNotSellOf(db, found.email),
  ]);
  return {
    id: found.id,
    name: found.name,
    email: found.email,
    createdAt: new Date(found.created_at).toISOString(),
    emailVerified: found.email_verified,
    lastSignInAt: found.last_sign_in ? new Date(found.last_sign_in).toISOString() : null,
    orderCount: Number(found.order_count),
    spend: spendOf(found),
    addresses,
    orders,
    refunds,
    newsletter: { subscribed: newsletter !== undefined, since: newsletter ? new Date(newsletter.created_at).toISOString() : null },
    doNotSell: {
      requested: doNotSell !== undefined,
      status: doNotSell?.status ?? null,
      requestedAt: doNotSell ? new Date(doNotSell.created_at).toISOString() : null,
    },
  };
}
