import type { Kysely } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import { COUNTRIES, CURRENCY_BY_COUNTRY } from '../../shared/money';
import { SHOP_TIME_ZONES } from '../../shared/admin/dashboard';
import {
  FUNNEL_LABELS, FUNNEL_STEPS, addDays, previousPeriod, rangeDays,
  type AnalyticsQuery, type AnalyticsReport, type AnalyticsTable, type CountryAnalytics, type Funnel, type SalesFigures,
} from '../../shared/analytics/analytics';
import type { DB } from '../db/schema';
import { csvCell } from '../platform/list';
import { selectFunnelEvents, selectSales, type DayRow, type PeriodRow } from './analytics.repo';

function figures(days: readonly DayRow[], period: PeriodRow | undefined): SalesFigures {
  const grossSales = days.reduce((sum, day) => sum + day.grossSales, 0);
  const refunds = days.reduce((sum, day) => sum + day.refunds, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const approved = period?.approved ?? 0;
  const rejected = period?.rejected ?? 0;
  const refundedOrders = period?.refundedOrders ?? 0;
  return {
    grossSales,
    refunds,
    netSales: grossSales - refunds,
    orders,
    averageOrderValue: orders === 0 ? null : Math.round(grossSales / orders),
    units: period?.units ?? 0,
    discountCost: period?.discountCost ?? 0,
    approvalRate: approved + rejected === 0 ? null : approved / (approved + rejected),
    approved,
    rejected,
    refundRate: orders === 0 ? null : refundedOrders / orders,
    refundedOrders,
  };
}

/** Everything /admin/analytics shows for a range, each country on its own. */
export async function analyticsReport(db: Kysely<DB>, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const previous = previousPeriod(query.from, query.to);
  const range = { previousFrom: previous.from, from: query.from, to: query.to };
  // Two statements side by side on PostgreSQL (PGlite runs them in turn).
  const [{ days, periods, products, categories, delivery }, events] = await Promise.all([selectSales(db, range), selectFunnelEvents(db, range)]);
  const length = rangeDays(query.from, query.to);

  const countries = COUNTRIES.map((country): CountryAnalytics => {
    const mine = days.filter((row) => row.country === country);
    const byDay = new Map(mine.map((row) => [row.day, row]));
    const current = mine.filter((row) => row.day >= query.from);
    const before = mine.filter((row) => row.day < query.from);
    const totals = figures(current, periods.find((row) => row.country === country && row.current));
    const sessions = (kind: string) => events.find((row) => row.country === country && row.kind === kind)?.sessions ?? 0;
    const funnel: Funnel = {
      visits: sessions('visit'),
      productViews: sessions('product_view'),
      addToBag: sessions('add_to_bag'),
      checkoutStarted: sessions('checkout_started'),
      paid: totals.orders,
    };
    return {
      country,
      currency: CURRENCY_BY_COUNTRY[country],
      timeZone: SHOP_TIME_ZONES[country],
      totals,
      previous: figures(before, periods.find((row) => row.country === country && !row.current)),
      days: Array.from({ length }, (_, index) => {
        const day = addDays(query.from, index);
        const previousDay = addDays(previous.from, index);
        const now = byDay.get(day);
        const then = byDay.get(previousDay);
        return {
          day,
          grossSales: now?.grossSales ?? 0,
          netSales: (now?.grossSales ?? 0) - (now?.refunds ?? 0),
          orders: now?.orders ?? 0,
          previousDay,
          previousGrossSales: then?.grossSales ?? 0,
          previousNetSales: (then?.grossSales ?? 0) - (then?.refunds ?? 0),
          previousOrders: then?.orders ?? 0,
        };
      }),
      topProducts: products.filter((row) => row.country === country).map(({ country: _country, ...item }) => item),
      topCategories: categories.filter((row) => row.country === country).map(({ country: _country, ...item }) => item),
      delivery: (['shipping', 'pickup'] as const).map((method) => {
        const row = delivery.find((candidate) => candidate.country === country && candidate.method === method);
        return { method, orders: row?.orders ?? 0, grossSales: row?.grossSales ?? 0 };
      }),
      funnel,
    };
  });
  return { from: query.from, to: query.to, previousFrom: previous.from, previousTo: previous.to, countries };
}

/** Minor units as a plain decimal for a spreadsheet (both currencies have two decimals). */
const amount = (minorUnits: number | null): string => (minorUnits === null ? '' : (minorUnits / 100).toFixed(2));
const rate = (value: number | null): string => (value === null ? '' : value.toFixed(4));

const NUMBER = /^-?\d+(\.\d+)?$/;

/** One of the screen's tables as CSV rows (header first): every row names its country and currency. */
export function analyticsCsv(report: AnalyticsReport, table: AnalyticsTable): string {
  const rows: Array<Array<string | number | null>> = [];
  const each = (fill: (country: CountryAnalytics) => void) => report.countries.forEach(fill);
  switch (table) {
    case 'summary':
      rows.push(['country', 'currency', 'period', 'from', 'to', 'gross_sales', 'refunds', 'net_sales', 'orders', 'average_order_value', 'units', 'discount_cost', 'approval_rate', 'refund_rate']);
      each((c) => {
        for (const [period, from, to, f] of [['current', report.from, report.to, c.totals], ['previous', report.previousFrom, report.previousTo, c.previous]] as const) {
          rows.push([c.country, c.currency, period, from, to, amount(f.grossSales), amount(f.refunds), amount(f.netSales), f.orders, amount(f.averageOrderValue), f.units, amount(f.discountCost), rate(f.approvalRate), rate(f.refundRate)]);
        }
      });
      break;
    case 'daily':
      rows.push(['country', 'currency', 'day', 'gross_sales', 'net_sales', 'orders', 'previous_day', 'previous_gross_sales', 'previous_net_sales', 'previous_orders']);
      each((c) => c.days.forEach((d) => rows.push([c.country, c.currency, d.day, amount(d.grossSales), amount(d.netSales), d.orders, d.previousDay, amount(d.previousGrossSales), amount(d.previousNetSales), d.previousOrders])));
      break;
    case 'products':
    case 'categories':
      rows.push(['country', 'currency', 'rank', table === 'products' ? 'product' : 'category', 'units', 'sales']);
      each((c) => (table === 'products' ? c.topProducts : c.topCategories).forEach((item, index) => rows.push([c.country, c.currency, index + 1, item.name, item.units, amount(item.sales)])));
      break;
    case 'delivery':
      rows.push(['country', 'currency', 'delivery', 'orders', 'gross_sales']);
      each((c) => c.delivery.forEach((d) => rows.push([c.country, c.currency, d.method, d.orders, amount(d.grossSales)])));
      break;
    case 'funnel':
      rows.push(['country', 'step', 'sessions_or_orders']);
      each((c) => FUNNEL_STEPS.forEach((step) => rows.push([c.country, FUNNEL_LABELS[step], c.funnel[step]])));
      break;
  }
  // Names go through csvCell (a formula stays text); a plain number, a negative net included, is left a number.
  return stringify(rows.map((row) => row.map((cell) => (typeof cell === 'string' && NUMBER.test(cell) ? cell : csvCell(cell)))));
}
