import { sql, type Kysely } from 'kysely';
import { COUNTRIES, type Country } from '../../shared/money';
import { TOP_LIMIT, type AnalyticsEventKind } from '../../shared/analytics/analytics';
import type { AnalyticsSalesDaysTable, DB } from '../db/schema';
import { refreshRollups, zones } from './analytics-rollup.repo';

// The analytics figures (docs/decisions/056, 066). Each country's days are its shop's days: the range's
// bounds are turned into instants by PostgreSQL's time-zone database. What a sale is, and on which day
// it counts, is written once, in the rollups' refresh (analytics-rollup.repo.ts). Refunds count on the
// day they completed, whatever the order's day.

interface Range {
  /** First day of the previous period. */
  previousFrom: string;
  /** First day of the chosen period. */
  from: string;
  /** Last day of the chosen period (inclusive). */
  to: string;
}

/** Every country, so that a day range is an index range per country (country leads the rollups' keys). */
const countryList = sql.join(COUNTRIES.map((country) => sql`${country}::text`));
const countryRows = sql.join(COUNTRIES.map((country) => sql`(${country}::text)`));

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

/**
 * Every sales figure of both periods: the rollups are refreshed first (analytics-rollup.repo.ts), then
 * read: a row per country and shop day (gross sales, orders, units, discount cost, approval decisions,
 * orders with a completed refund, the delivery split), the refunds completed each day, and for the
 * chosen period the top products and categories from the per-product days.
 */
export async function selectSales(db: Kysely<DB>, range: Range): Promise<SalesRows> {
  await refreshRollups(db);
  // Side by side on PostgreSQL (PGlite runs them in turn).
  const [salesDays, refunded, ranked] = await Promise.all([selectSalesDays(db, range), selectRefundDays(db, range), selectTopLists(db, range)]);
  const refundsByDay = new Map(refunded.map((row) => [`${row.country} ${row.day}`, row.refunds]));
  const days: DayRow[] = salesDays.map((row) => ({
    country: row.country, day: row.day, grossSales: num(row.gross_sales), orders: num(row.orders), refunds: refundsByDay.get(`${row.country} ${row.day}`) ?? 0,
  }));
  const sold = new Set(days.map((row) => `${row.country} ${row.day}`));
  for (const row of refunded) {
    if (!sold.has(`${row.country} ${row.day}`)) days.push({ country: row.country, day: row.day, grossSales: 0, orders: 0, refunds: row.refunds });
  }
  const periods: PeriodRow[] = [];
  const delivery: DeliveryRow[] = [];
  for (const country of COUNTRIES) {
    for (const current of [true, false]) {
      const mine = salesDays.filter((row) => row.country === country && row.day >= range.from === current);
      if (mine.length === 0) continue;
      const total = (pick: (row: Raw<SalesDayRow>) => string | number) => mine.reduce((sum, row) => sum + num(pick(row)), 0);
      periods.push({
        country, current, discountCost: total((row) => row.discount_cost), units: total((row) => row.units),
        approved: total((row) => row.approved), rejected: total((row) => row.rejected), refundedOrders: total((row) => row.refunded_orders),
      });
      if (current) {
        delivery.push({ country, method: 'shipping', orders: total((row) => row.shipping_orders), grossSales: total((row) => row.shipping_sales) });
        delivery.push({ country, method: 'pickup', orders: total((row) => row.pickup_orders), grossSales: total((row) => row.pickup_sales) });
      }
    }
  }
  return { days, periods, delivery, ...ranked };
}

/** A row of analytics_sales_days (migration 0032). */
type SalesDayRow = AnalyticsSalesDaysTable;

async function selectSalesDays(db: Kysely<DB>, range: Range): Promise<Array<Raw<SalesDayRow>>> {
  const { rows } = await sql<Raw<SalesDayRow>>`
    select country, to_char(day, 'YYYY-MM-DD') as day, gross_sales, orders, units, discount_cost, approved, rejected, refunded_orders,
      shipping_orders, shipping_sales, pickup_orders, pickup_sales
    from analytics_sales_days
    where country in (${countryList}) and day >= ${range.previousFrom}::date and day <= ${range.to}::date
  `.execute(db);
  return rows;
}

/** Refunds count on the shop day they completed, whatever the order's day. */
async function selectRefundDays(db: Kysely<DB>, range: Range): Promise<Array<{ country: Country; day: string; refunds: number }>> {
  const { rows } = await sql<{ country: Country; day: string; refunds: string | number }>`
    with zone (country, currency, tz) as (values ${zones})
    select z.country, to_char((r.completed_at at time zone z.tz)::date, 'YYYY-MM-DD') as day, sum(r.amount) as refunds
    from zone z
    join refunds r on r.status = 'completed' and r.currency = z.currency
      and r.completed_at >= (${range.previousFrom}::date::timestamp at time zone z.tz)
      and r.completed_at < ((${range.to}::date + 1)::timestamp at time zone z.tz)
    group by z.country, 2
  `.execute(db);
  return rows.map((row) => ({ country: row.country, day: row.day, refunds: num(row.refunds) }));
}

type TopLists = { products: Raw<RankedRow>[] | null; categories: Raw<RankedRow>[] | null };

/** The chosen period's top products and categories, from the per-product days. */
async function selectTopLists(db: Kysely<DB>, range: Range): Promise<Pick<SalesRows, 'products' | 'categories'>> {
  const { rows } = await sql<{ report: TopLists }>`
    with product_sales as materialized (
      select country, product_id, sum(units) as units, sum(sales) as sales
      from analytics_product_days
      where country in (${countryList}) and day >= ${range.from}::date and day <= ${range.to}::date
      group by country, product_id
    ),
    top_products as (
      select z.country, r.id, r.name, r.units, r.sales, r.rank
      from (values ${countryRows}) as z (country)
      cross join lateral (
        select ps.product_id as id, p.name, ps.units, ps.sales,
          row_number() over (order by ps.sales desc, ps.units desc, ps.product_id) as rank
        from (
          select * from product_sales where country = z.country order by sales desc, units desc, product_id limit ${TOP_LIMIT}
        ) as ps
        join products p on p.id = ps.product_id
      ) as r
    ),
    category_ranks as (
      select ps.country, p.category_id as id, sum(ps.units) as units, sum(ps.sales) as sales,
        row_number() over (partition by ps.country order by sum(ps.sales) desc, sum(ps.units) desc, p.category_id) as rank
      from product_sales ps join products p on p.id = ps.product_id
      group by ps.country, p.category_id
    ),
    top_categories as (
      select r.country, r.id, coalesce(c.name, 'Uncategorised') as name, r.units, r.sales, r.rank
      from category_ranks r left join categories c on c.id = r.id
      where r.rank <= ${TOP_LIMIT}
    )
    select json_build_object(
      'products', (select json_agg(json_build_object('country', country, 'id', id, 'name', name, 'units', units, 'sales', sales) order by country, rank) from top_products),
      'categories', (select json_agg(json_build_object('country', country, 'id', id, 'name', name, 'units', units, 'sales', sales) order by country, rank) from top_categories)
    ) as report
  `.execute(db);
  const ranked = (row: Raw<RankedRow>): RankedRow => ({ country: row.country, id: row.id, name: row.name, units: num(row.units), sales: num(row.sales) });
  return { products: (rows[0]!.report.products ?? []).map(ranked), categories: (rows[0]!.report.categories ?? []).map(ranked) };
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
