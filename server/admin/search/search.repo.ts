import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { containsPattern } from '../../platform/list';
import { orderInScope } from '../order-scope';
import type { StoreScope } from '../store-scope';
import { OPEN_PICKUP_STATUSES } from '../../../shared/orders/order-status';

// The back office's search reads (docs/decisions/098). Every query asks for one more row than a
// kind shows, and none counts: the result list links to the screen's own list for "all that match".

/** The text an order is found by: the same expression as migration 0041's trigram index. */
const ORDER_TEXT = sql<string>`(o.order_number || ' ' || coalesce(o.email, '') || ' ' || coalesce(o.shipping_address->>'full_name', '') || ' ' || coalesce(o.contact_name, ''))`;
/** The text an account is found by: the same expression as migration 0041's trigram index. */
const USER_TEXT = sql<string>`(u.name || ' ' || u.email)`;

function orderColumns(db: Kysely<DB>) {
  return db
    .selectFrom('orders as o')
    .leftJoin('user as u', 'u.id', 'o.user_id')
    .select([
      'o.id', 'o.order_number', 'o.status', 'o.total', 'o.currency', 'o.created_at', 'o.delivery_method', 'o.pickup_code',
      sql<string>`coalesce(u.name, o.shipping_address->>'full_name', o.contact_name, o.email, u.email, '')`.as('customer'),
    ]);
}

export type FoundOrder = Awaited<ReturnType<ReturnType<typeof orderColumns>['execute']>>[number];

/** The order with this number, in the scope. */
export function orderByNumber(db: Kysely<DB>, scope: StoreScope, number: string): Promise<FoundOrder | undefined> {
  return orderColumns(db).where('o.order_number', '=', number).where(orderInScope(scope, 'o')).executeTakeFirst();
}

/** The pickup orders with this code in the scope, open ones first, newest first (codes repeat across stores and over time). */
export function ordersByPickupCode(db: Kysely<DB>, scope: StoreScope, code: string, limit: number): Promise<FoundOrder[]> {
  return orderColumns(db)
    .where('o.pickup_code', '=', code)
    .where(orderInScope(scope, 'o'))
    .orderBy(sql`o.status IN (${sql.join(OPEN_PICKUP_STATUSES)})`, 'desc')
    .orderBy('o.created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Orders whose number, email or name holds the term, in the scope, newest first. */
export function ordersContaining(db: Kysely<DB>, scope: StoreScope, term: string, limit: number): Promise<FoundOrder[]> {
  return orderColumns(db)
    .where(sql<boolean>`${ORDER_TEXT} ILIKE ${containsPattern(term)}`)
    .where(orderInScope(scope, 'o'))
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

/** Accounts whose name or email holds the term, newest first (migration 0041's index in that order). */
export function customersContaining(db: Kysely<DB>, term: string, limit: number) {
  return db
    .selectFrom('user as u')
    .select(['u.id', 'u.name', 'u.email'])
    .where(sql<boolean>`${USER_TEXT} ILIKE ${containsPattern(term)}`)
    .orderBy('u.createdAt', 'desc')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/**
 * Products whose name holds the term (migration 0013's trigram index), or whose id (the SKU printed
 * on labels and sent to PayPal) starts with it; by name (migration 0013's index in that order), a
 * deleted one marked so by the service.
 */
export function productsContaining(db: Kysely<DB>, term: string, limit: number) {
  const id = term.toLowerCase();
  const byId = /^[0-9a-f-]{8,36}$/.test(id) ? sql<boolean>`(p.id >= ${id} AND p.id < ${`${id}~`})` : sql<boolean>`false`;
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.name', 'p.deleted_at'])
    .where((eb) => eb.or([eb('p.name', 'ilike', containsPattern(term)), byId]))
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Stores whose name, town or postcode holds the term (a handful of rows: read whole). */
export function storesContaining(db: Kysely<DB>, term: string, limit: number) {
  const pattern = containsPattern(term);
  return db
    .selectFrom('stores as s')
    .select(['s.id', 's.name', 's.city', 's.country', 's.deleted_at'])
    .where((eb) => eb.or([eb('s.name', 'ilike', pattern), eb('s.city', 'ilike', pattern), eb('s.postal_code', 'ilike', pattern)]))
    .orderBy(sql`s.deleted_at IS NULL`, 'desc')
    .orderBy(sql`lower(s.name)`)
    .limit(limit)
    .execute();
}
