import { sql, type Kysely, type RawBuilder } from 'kysely';
import { COUNTRIES, CURRENCY_BY_COUNTRY, type Country } from '../../shared/money';
import { SHOP_TIME_ZONES } from '../../shared/admin/dashboard';
import { TOP_LIMIT, type AnalyticsEventKind } from '../../shared/analytics/analytics';
import type { DB } from '../db/schema';

// The analytics figures, aggregated by PostgreSQL (docs/decisions/056). Each country's days are its
// shop's days: the range's bounds are turned into instants by PostgreSQL's time-zone database.
//
// A sale: an order that got past payment (not pending_payment) and was not cancelled before it was
// paid (a cancelled order counts only when it was refunded: a paid order is refunded in full before it
// is cancelled or rejected). It counts on the day it was placed (orders.created_at, shop time), with
// what it charged (orders.total). Refunds count on the day they completed, whatever the order's day.

interface Range {
  /** First day of the previous period. */
  previousFrom: string;
  /** First day of the chosen period. */
  from: string;
  /** Last day of the chosen period (inclusive). */
  to: string;
}

const zones = sql.join(COUNTRIES.map((country) => sql`(${country}::text, ${CURRENCY_BY_COUNTRY[country]}::text, ${SHOP_TIME_ZONES[country]}::text)`));

/** The CTEs every figure starts from: each country's bounds, and its sales over both periods. */
function salesCte(range: Range): RawBuilder<unknown> {
  return sql`
    zone (country, currency, tz) as (values ${zones}),
    bounds as (
      select country, currency, tz,
        (${range.previousFrom}::date::timestamp at time zone tz) as previous_start,
        (${range.from}::date::timestamp at time zone tz) as current_start,
        ((${range.to}::date + 1)::timestamp at time zone tz) as current_end
      from zone
    ),
    sales as materialized (
      select o.id, o.country, o.total, o.discount_total, o.delivery_method, o.needs_approval, o.status,
        (o.created_at at time zone b.tz)::date as day,
        o.created_at >= b.current_start as current
      from bounds b
      join orders o on o.country = b.country and o.created_at >= b.previous_start and o.created_at < b.current_end
      where o.status <> 'pending_payment'
        and (o.status <> 'cancelled' or exists (select 1 from refunds r where r.order_id = o.id and r.status = 'completed'))
    )`;
}

const num = (value: string | number | null | undefined): number => Number(value ?? 0);

export interface DayRow {
  country: Country;
  day: string;
  grossSales: number;
  orders: number;
  refunds: number;
}

export interface PeriodRow {
  country: Country;
  current: boolean;
  discountCost: number;
  units: number;
  approved: number;
  rejected: number;
  refundedOrders: number;
}

export interface RankedRow {
  country: Country;
  id: string | null;
  name: string;
  units: number;
  sales: number;
}

export interface DeliveryRow {
  country: Country;
  method: 'shipping' | 'pickup';
  orders: number;
  grossSales: number;
}

export interface SalesRows {
  days: DayRow[];
  periods: PeriodRow[];
  products: RankedRow[];
  categories: RankedRow[];
  delivery: DeliveryRow[];
}

type Raw<T> = { [K in keyof T]: T[K] extends number ? string | number : T[K] };

type SalesReport = { days: Raw<DayRow>[] | null; periods: Raw<PeriodRow>[] | null; products: Raw<RankedRow>[] | null; categories: Raw<RankedRow>[] | null; delivery: Raw<DeliveryRow>[] | null };

/**
 * Every sales figure of both periods in one statement: the range's sales and their lines are read once
 * (materialized CTEs: the sales, and their lines summed per product) and each figure aggregates them.
 * Per country and shop day: gross sales, orders
 * and refunds completed that day; per country and period: discount cost, units, approval decisions and
 * orders with a completed refund; for the chosen period: top products, top categories, delivery split.
 */
export async function selectSales(db: Kysely<DB>, range: Range): Promise<SalesRows> {
  // PostgreSQL's JIT compiled this statement for seconds (its cost estimate is far above jit_above_cost
  // while it runs in tens of milliseconds): off for this transaction only.
  const rows = await db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    return (await salesStatement(trx, range)).rows;
  });
  return salesOf(rows[0]!.report);
}

function salesStatement(db: Kysely<DB>, range: Range) {
  return sql<{ report: SalesReport }>`
    with ${salesCte(range)},
    product_sales as materialized (
      select s.country, s.current, l.product_id, sum(l.quantity) as units, sum(l.line_total) as sales
      from sales s join order_lines l on l.order_id = s.id
      group by s.country, s.current, l.product_id
    ),
    refunded as (
      select b.country, (r.completed_at at time zone b.tz)::date as day, sum(r.amount) as refunds
      from bounds b
      join refunds r on r.status = 'completed' and r.currency = b.currency
        and r.completed_at >= b.previous_start and r.completed_at < b.current_end
      group by b.country, day
    ),
    sold as (
      select country, day, sum(total) as gross, count(*) as orders from sales group by country, day
    ),
    days as (
      select coalesce(s.country, r.country) as "country", to_char(coalesce(s.day, r.day), 'YYYY-MM-DD') as "day",
        coalesce(s.gross, 0) as "grossSales", coalesce(s.orders, 0) as "orders", coalesce(r.refunds, 0) as "refunds"
      from sold s full join refunded r on r.country = s.country and r.day = s.day
    ),
    units as (
      select country, current, sum(units) as units from product_sales group by country, current
    ),
    per_order as (
      select s.country, s.current, sum(s.discount_total) as discount_cost,
        count(*) filter (where s.needs_approval and exists (
          select 1 from order_status_history h where h.order_id = s.id and h.from_status = 'awaiting_approval' and h.to_status <> 'cancelled')) as approved,
        count(*) filter (where s.needs_approval and exists (
          select 1 from order_status_history h where h.order_id = s.id and h.from_status = 'awaiting_approval' and h.to_status = 'cancelled')) as rejected,
        count(*) filter (where exists (select 1 from refunds r where r.order_id = s.id and r.status = 'completed')) as refunded_orders
      from sales s
      group by s.country, s.current
    ),
    periods as (
      select p.country as "country", p.current as "current", p.discount_cost as "discountCost", coalesce(u.units, 0) as "units",
        p.approved as "approved", p.rejected as "rejected", p.refunded_orders as "refundedOrders"
      from per_order p left join units u on u.country = p.country and u.current = p.current
    ),
    product_ranks as (
      select country, product_id as id, units, sales,
        row_number() over (partition by country order by sales desc, units desc, product_id) as rank
      from product_sales where current
    ),
    top_products as (
      select r.country as "country", r.id as "id",
        p.name as "name",
        r.units as "units", r.sales as "sales", r.rank
      from product_ranks r join products p on p.id = r.id
      where r.rank <= ${TOP_LIMIT}
    ),
    category_ranks as (
      select ps.country, p.category_id as id, sum(ps.units) as units, sum(ps.sales) as sales,
        row_number() over (partition by ps.country order by sum(ps.sales) desc, sum(ps.units) desc, p.category_id) as rank
      from product_sales ps join products p on p.id = ps.product_id
      where ps.current
      group by ps.country, p.category_id
    ),
    top_categories as (
      select r.country as "country", r.id as "id", coalesce(c.name, 'Uncategorised') as "name", r.units as "units", r.sales as "sales", r.rank
      from category_ranks r left join categories c on c.id = r.id
      where r.rank <= ${TOP_LIMIT}
    ),
    delivery as (
      select country as "country", delivery_method as "method", count(*) as "orders", sum(total) as "grossSales"
      from sales where current group by country, delivery_method
    )
    select json_build_object(
      'days', (select json_agg(days) from days),
      'periods', (select json_agg(periods) from periods),
      'products', (select json_agg(json_build_object('country', country, 'id', id, 'name', name, 'units', units, 'sales', sales) order by country, rank) from top_products),
      'categories', (select json_agg(json_build_object('country', country, 'id', id, 'name', name, 'units', units, 'sales', sales) order by country, rank) from top_categories),
      'delivery', (select json_agg(delivery) from delivery)
    ) as report
  `.execute(db);
}

function salesOf(report: SalesReport): SalesRows {
  const ranked = (row: Raw<RankedRow>): RankedRow => ({ country: row.country, id: row.id, name: row.name, units: num(row.units), sales: num(row.sales) });
  return {
    days: (report.days ?? []).map((row) => ({ country: row.country, day: row.day, grossSales: num(row.grossSales), orders: num(row.orders), refunds: num(row.refunds) })),
    periods: (report.periods ?? []).map((row) => ({
      country: row.country, current: row.current, discountCost: num(row.discountCost), units: num(row.units),
      approved: num(row.approved), rejected: num(row.rejected), refundedOrders: num(row.refundedOrders),
    })),
    products: (report.products ?? []).map(ranked),
    categories: (report.categories ?? []).map(ranked),
    delivery: (report.delivery ?? []).map((row) => ({ country: row.country, method: row.method, orders: num(row.orders), grossSales: num(row.grossSales) })),
  };
}

export interface FunnelRow {
  country: Country;
  kind: AnalyticsEventKind;
  sessions: number;
}

/** The chosen period's sessions that sent each kind of event. */
export async function selectFunnelEvents(db: Kysely<DB>, range: Range): Promise<FunnelRow[]> {
  // One row per session and step (migration 0030): counting rows of the index is counting sessions.
  const { rows } = await sql<{ country: Country; kind: AnalyticsEventKind; sessions: string | number }>`
    with zone (country, currency, tz) as (values ${zones})
    select e.country, e.kind, count(*) as sessions
    from zone z
    join analytics_events e on e.country = z.country
      and e.created_at >= (${range.from}::date::timestamp at time zone z.tz)
      and e.created_at < ((${range.to}::date + 1)::timestamp at time zone z.tz)
    group by e.country, e.kind
  `.execute(db);
  return rows.map((row) => ({ country: row.country, kind: row.kind, sessions: num(row.sessions) }));
}

/** Records a tab's events (already checked: no personal data is in them): a step a session already reached is kept once, on the day it was first reached. */
export async function insertEvents(db: Kysely<DB>, session: string, country: Country, kinds: readonly AnalyticsEventKind[]): Promise<void> {
  await db
    .insertInto('analytics_events')
    .values([...new Set(kinds)].map((kind) => ({ session_id: session, country, kind })))
    .onConflict((conflict) => conflict.columns(['session_id', 'kind']).doNothing())
    .execute();
}
