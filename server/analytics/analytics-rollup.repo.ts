import { sql, type Kysely } from 'kysely';
import { COUNTRIES, CURRENCY_BY_COUNTRY } from '../../shared/money';
import { SHOP_TIME_ZONES } from '../../shared/admin/dashboard';
import type { DB } from '../db/schema';
import { saleMoment } from '../orders/sale-day-sql';

// The analytics rollups (docs/decisions/066, migration 0032): one row per country and shop day with its
// sales figures, and one per country, shop day and product sold. Triggers append a mark for every order
// whose figures may have changed; refreshing takes the marks and recomputes their days from the orders.
//
// A sale: an order that got past payment (not pending_payment) and was not cancelled before it was
// paid (a cancelled order counts only when it was refunded: a paid order is refunded in full before it
// is cancelled or rejected). It counts on the day its payment was taken (shared/orders/sale-day.ts:
// orders.paid_at, shop time), as on the dashboard, with what it charged (orders.total).

/** Each country with its currency and its shop's time zone, as a VALUES list. */
export const zones = sql.join(COUNTRIES.map((country) => sql`(${country}::text, ${CURRENCY_BY_COUNTRY[country]}::text, ${SHOP_TIME_ZONES[country]}::text)`));

/** Any number, the same on every instance: refreshes take it so that one recomputes a day at a time. */
const REFRESH_LOCK = 562_015_066;

/** Country-days recomputed at once past which the rollups' statistics are gathered again. */
const ANALYZE_AFTER_DAYS = 60;

/**
 * Brings the rollups up to date with every change committed before it started: the marks it takes are
 * deleted in the transaction that recomputes their days, so a change committed meanwhile keeps its mark
 * for the next refresh. Refreshes run one at a time (a transaction-level advisory lock).
 * Returns how many country-days were recomputed.
 */
export async function refreshRollups(db: Kysely<DB>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    await sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`.execute(trx);
    const { rows } = await sql<{ country: string; day: string }>`
      with taken as (delete from analytics_stale returning country, at),
      zone (country, currency, tz) as (values ${zones})
      select distinct t.country, to_char((t.at at time zone z.tz)::date, 'YYYY-MM-DD') as day
      from taken t join zone z on z.country = t.country
    `.execute(trx);
    if (rows.length === 0) return 0;
    const countries = rows.map((row) => row.country);
    const days = rows.map((row) => row.day);
    const stale = sql`unnest(${countries}::text[], ${days}::date[]) as s (country, day)`;
    await sql`delete from analytics_sales_days d using ${stale} where d.country = s.country and d.day = s.day`.execute(trx);
    await sql`delete from analytics_product_days d using ${stale} where d.country = s.country and d.day = s.day`.execute(trx);
    await sql`
      with zone (country, currency, tz) as (values ${zones}),
      bounds as (
        select s.country, s.day, (s.day::timestamp at time zone z.tz) as day_start, ((s.day + 1)::timestamp at time zone z.tz) as day_end
        from ${stale} join zone z on z.country = s.country
      ),
      sales as materialized (
        select o.id, o.country, b.day, o.total, o.discount_total, o.delivery_method, o.needs_approval
        from bounds b
        join orders o on o.country = b.country and ${saleMoment('o')} >= b.day_start and ${saleMoment('o')} < b.day_end
        where (o.status <> 'cancelled' or exists (select 1 from refunds r where r.order_id = o.id and r.status = 'completed'))
      ),
      lines as materialized (
        select s.country, s.day, s.id as order_id, l.product_id, l.quantity, l.line_total
        from sales s join order_lines l on l.order_id = s.id
      ),
      products as (
        insert into analytics_product_days (country, day, product_id, units, sales)
        select country, day, product_id, sum(quantity), sum(line_total) from lines group by country, day, product_id
        returning 1
      ),
      order_units as (select order_id, sum(quantity) as units from lines group by order_id),
      per_order as (
        select s.*, coalesce(u.units, 0) as units,
          s.needs_approval and exists (
            select 1 from order_status_history h where h.order_id = s.id and h.from_status = 'awaiting_approval' and h.to_status <> 'cancelled') as approved,
          s.needs_approval and exists (
            select 1 from order_status_history h where h.order_id = s.id and h.from_status = 'awaiting_approval' and h.to_status = 'cancelled') as rejected,
          exists (select 1 from refunds r where r.order_id = s.id and r.status = 'completed') as refunded
        from sales s left join order_units u on u.order_id = s.id
      ),
      sales_days as (
        insert into analytics_sales_days (country, day, gross_sales, orders, units, discount_cost, approved, rejected, refunded_orders,
          shipping_orders, shipping_sales, pickup_orders, pickup_sales)
        select country, day, sum(total), count(*), sum(units), sum(discount_total),
          count(*) filter (where approved), count(*) filter (where rejected), count(*) filter (where refunded),
          count(*) filter (where delivery_method = 'shipping'), coalesce(sum(total) filter (where delivery_method = 'shipping'), 0),
          count(*) filter (where delivery_method = 'pickup'), coalesce(sum(total) filter (where delivery_method = 'pickup'), 0)
        from per_order group by country, day
        returning 1
      )
      select (select count(*) from products) as products, (select count(*) from sales_days) as days
    `.execute(trx);
    // A rebuild of many days (the first after the migration, a bulk import): fresh statistics, so the
    // reports' plans see the rollups as they now are rather than empty.
    if (rows.length >= ANALYZE_AFTER_DAYS) await sql`analyze analytics_sales_days, analytics_product_days`.execute(trx);
    return rows.length;
  });
}
