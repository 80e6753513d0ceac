import { sql, type Kysely } from 'kysely';
import { COUNTRIES, type Country } from '../../../shared/money';
import { lowStockLevelSql } from '../../settings/settings.repo';
import { SHOP_TIME_ZONES } from '../../../shared/admin/dashboard';
import { PAID_STATUSES } from '../../../shared/orders/order-status';
import type { DB, OrderStatus } from '../../db/schema';
import { auditRows, type AuditRow } from '../activity/audit-entries';
import { orderInScope } from '../order-scope';
import { OPEN_FLAG } from '../orders/orders.repo';
import type { StoreScope } from '../store-scope';
import { saleMoment } from '../../orders/sale-day-sql';

// The dashboard's figures, read straight from orders, payments, inventory and the audit log.
// docs/decisions/036 says what "paid", "today" and "low stock" mean here.

export interface SalesRow {
  country: Country;
  todaySales: number;
  todayOrders: number;
  weekSales: number;
  weekOrders: number;
}

// Each country's time zone, as SQL values: the day boundaries are computed by PostgreSQL's
// time-zone database (daylight saving included), from the one `now` the caller gives.
const zones = sql.join(COUNTRIES.map((country) => sql`(${country}::text, ${SHOP_TIME_ZONES[country]}::text)`));

/**
 * Paid sales per country since local midnight today and since local midnight six days before.
 * Paid: the payment was captured (not pending, not refunded) and the order is not cancelled or
 * refunded. A sale counts on the day its payment was taken (shared/orders/sale-day.ts), as in analytics.
 * Amounts are orders.total (what was charged) in the country's minor units, never mixed.
 */
export async function selectPaidSales(db: Kysely<DB>, now: Date, scope: StoreScope): Promise<SalesRow[]> {
  const { rows } = await sql<{ country: Country; today_sales: string | number; today_orders: string | number; week_sales: string | number; week_orders: string | number }>`
    with zone (country, tz) as (values ${zones}),
    bounds as (
      select country,
        date_trunc('day', ${now}::timestamptz at time zone tz) at time zone tz as today_start,
        (date_trunc('day', ${now}::timestamptz at time zone tz) - interval '6 days') at time zone tz as week_start
      from zone
    ),
    paid as (
      select o.country, o.total, ${saleMoment('o')} as at
      from orders o
      where ${saleMoment('o')} >= (select min(week_start) from bounds) and ${saleMoment('o')} <= ${now}::timestamptz
        and o.status = any(${[...PAID_STATUSES]}::text[])
        and ${orderInScope(scope, 'o')}
        and exists (select 1 from payments p where p.order_id = o.id and p.status = 'captured')
    )
    select b.country,
      coalesce(sum(paid.total) filter (where paid.at >= b.today_start), 0) as today_sales,
      count(paid.at) filter (where paid.at >= b.today_start) as today_orders,
      coalesce(sum(paid.total), 0) as week_sales,
      count(paid.at) as week_orders
    from bounds b
    left join paid on paid.country = b.country and paid.at >= b.week_start
    group by b.country
  `.execute(db);
  return rows.map((row) => ({
    country: row.country,
    todaySales: Number(row.today_sales),
    todayOrders: Number(row.today_orders),
    weekSales: Number(row.week_sales),
    weekOrders: Number(row.week_orders),
  }));
}

export interface OpenOrderCount {
  country: Country;
  status: OrderStatus;
  deliveryMethod: 'shipping' | 'pickup';
  count: number;
}

/** How many orders of the scope are in each of these statuses, per country and delivery method. */
export async function countOrdersByStatus(db: Kysely<DB>, statuses: readonly OrderStatus[], scope: StoreScope): Promise<OpenOrderCount[]> {
  if (statuses.length === 0) return [];
  const rows = await db
    .selectFrom('orders as o')
    .select(['country', 'status', 'delivery_method'])
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', 'in', [...statuses])
    .where(orderInScope(scope, 'o'))
    .groupBy(['country', 'status', 'delivery_method'])
    .execute();
  return rows.map((row) => ({ country: row.country, status: row.status, deliveryMethod: row.delivery_method, count: Number(row.count) }));
}

/** Per country, the orders of the scope with a pickup flag not dealt with yet (docs/decisions/071). */
export async function countFlaggedOrders(db: Kysely<DB>, scope: StoreScope): Promise<Array<{ country: Country; count: number }>> {
  const rows = await db
    .selectFrom('orders as o')
    .select('o.country')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(OPEN_FLAG)
    .where(orderInScope(scope, 'o'))
    .groupBy('o.country')
    .execute();
  return rows.map((row) => ({ country: row.country, count: Number(row.count) }));
}

/**
 * Low stock per country: stock rows with 1 up to the low-stock level of the settings (0 is sold out,
 * not low), of live products: a size's row for a product with sizes, the
 * product's own row for one without. One row is one line of the inventory grid.
 */
export async function countLowStock(db: Kysely<DB>): Promise<Array<{ country: Country; count: number }>> {
  const { rows } = await sql<{ country: Country; count: string | number }>`
    select i.country, count(*) as count
    from inventory i
    join products p on p.id = i.product_id and p.deleted_at is null
    left join product_variants v on v.id = i.variant_id
    where i.deleted_at is null
      and i.stock between 1 and ${lowStockLevelSql}
      and (
        (i.variant_id is not null and v.deleted_at is null)
        or (i.variant_id is null and not exists (
          select 1 from product_variants pv where pv.product_id = i.product_id and pv.deleted_at is null))
      )
    group by i.country
  `.execute(db);
  return rows.map((row) => ({ country: row.country, count: Number(row.count) }));
}

/** The newest audit rows made on these screens, but none about an order outside the scope. */
export async function selectRecentAuditRows(db: Kysely<DB>, screens: readonly string[], limit: number, scope: StoreScope): Promise<AuditRow[]> {
  if (screens.length === 0) return [];
  return auditRows(db)
    .where('screen', 'in', [...screens])
    .where(sql<boolean>`NOT (entity_type = 'order' AND EXISTS (SELECT 1 FROM orders AS o WHERE o.id = audit_log.entity_id AND NOT ${orderInScope(scope, 'o')}))`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
