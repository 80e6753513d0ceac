import { useMemo, useState, type ReactNode } from 'react';
import { SCREENS } from '../../../../shared/admin/screens';
import { formatMoney, type CurrencyCode } from '../../../../shared/money';
import {
  FUNNEL_LABELS, FUNNEL_STEPS, analyticsQuerySchema, defaultRange,
  type AnalyticsReport, type AnalyticsTable, type CountryAnalytics, type RankedItem, type SalesFigures,
} from '../../../../shared/analytics/analytics';
import { adminUrl } from '../api/admin-client';
import { DayRangeFilter } from '../kit/day-range-filter';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { LineChart, type ChartSeries } from './line-chart';
import { useAnalytics } from '../api/use-analytics';
import './analytics.css';
import { LoadFailed } from '../kit/query-state';

const COUNTRY_NAMES = { US: 'United States', UK: 'United Kingdom' } as const;
const CURRENT_STROKE = '#1d4ed8';
const PREVIOUS_STROKE = '#6b7280';

/** Today in the viewer's calendar (YYYY-MM-DD). */
const today = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** The range in the URL, or the last 30 days; an unreadable one is shown as the error the server would give. */
export function rangeOf(search: Record<string, string | number | undefined>): { range: { from: string; to: string } | null; problem: string | null } {
  if (search.from === undefined && search.to === undefined) return { range: defaultRange(today()), problem: null };
  const parsed = analyticsQuerySchema.safeParse({ from: String(search.from ?? ''), to: String(search.to ?? '') });
  return parsed.success ? { range: parsed.data, problem: null } : { range: null, problem: parsed.error.issues[0]?.message ?? 'Choose a range' };
}

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

function exportHref(range: { from: string; to: string }, table: AnalyticsTable): string {
  return adminUrl('analytics/export', { ...range, table });
}

function CsvLink({ range, table, label }: { range: { from: string; to: string }; table: AnalyticsTable; label: string }) {
  return (
    <a className="small-button" href={exportHref(range, table)} download aria-label={`Download CSV of ${label}`}>
      Download CSV
    </a>
  );
}

/** /admin/analytics: the chosen days' figures, each country in its own currency (docs/decisions/056). */
export function AnalyticsPage({ search, onSearch }: { search: Record<string, string | number | undefined>; onSearch: (search: Record<string, string | undefined>) => void }) {
  useBreadcrumb(null);
  const { range, problem } = useMemo(() => rangeOf(search), [search]);
  const analytics = useAnalytics(range);
  const report = analytics.data;
  return (
    <div data-testid="page-admin-analytics">
      <div className="admin-page-head">
        <h1>{SCREENS.analytics.title}</h1>
      </div>
      <p className="lede">Sales, refunds, products and the shop’s funnel for the days you choose, each country in its own currency.</p>
      <DayRangeFilter query={range ?? {}} onApply={(next) => onSearch({ from: next.from, to: next.to })} />
      <p className="muted analytics-days">Days are each shop’s days: New York time for the United States, London time for the United Kingdom.</p>
      {problem ? (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      ) : null}
      {analytics.error ? <LoadFailed what="The analytics" error={analytics.error} onRetry={() => void analytics.refetch()} /> : null}
      {range && !report && analytics.isPending ? <p role="status">Loading the analytics...</p> : null}
      {report ? (
        <>
          <p className="muted" data-testid="analytics-periods">
            {report.from} to {report.to}, compared with {report.previousFrom} to {report.previousTo}.
          </p>
          {report.countries.map((country) => (
            <CountrySection key={country.country} report={report} country={country} />
          ))}
        </>
      ) : null}
    </div>
  );
}

function Figure({ label, value, previous, testId }: { label: string; value: string; previous: string; testId: string }) {
  return (
    <div className="analytics-figure" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <strong className="analytics-figure__value">{value}</strong>
        <span className="muted">Previous: {previous}</span>
      </dd>
    </div>
  );
}

function Figures({ country, totals, previous }: { country: CountryAnalytics; totals: SalesFigures; previous: SalesFigures }) {
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, country.currency));
  const id = (name: string) => `analytics-${country.country}-${name}`;
  return (
    <dl className="analytics-figures">
      <Figure testId={id('gross')} label="Gross sales" value={money(totals.grossSales)} previous={money(previous.grossSales)} />
      <Figure testId={id('refunds')} label="Refunds" value={money(totals.refunds)} previous={money(previous.refunds)} />
      <Figure testId={id('net')} label="Net sales" value={money(totals.netSales)} previous={money(previous.netSales)} />
      <Figure testId={id('orders')} label="Orders" value={String(totals.orders)} previous={String(previous.orders)} />
      <Figure testId={id('aov')} label="Average order value" value={money(totals.averageOrderValue)} previous={money(previous.averageOrderValue)} />
      <Figure testId={id('units')} label="Units" value={String(totals.units)} previous={String(previous.units)} />
      <Figure testId={id('discounts')} label="Discount cost" value={money(totals.discountCost)} previous={money(previous.discountCost)} />
      <Figure testId={id('approval')} label="Approval rate" value={percent(totals.approvalRate)} previous={percent(previous.approvalRate)} />
      <Figure testId={id('refund-rate')} label="Refund rate" value={percent(totals.refundRate)} previous={percent(previous.refundRate)} />
    </dl>
  );
}

/** A titled block with its CSV download and, under a disclosure, its table view. */
function Panel({ title, place, range, table, children, tableView }: { title: string; place: string; range: { from: string; to: string }; table: AnalyticsTable; children?: ReactNode; tableView: ReactNode }) {
  // Each country has the same panels: the region's name says whose it is (landmarks are told apart by name).
  return (
    <section className="analytics-panel" aria-label={`${title}, ${place}`}>
      <div className="analytics-panel__head">
        <h3>{title}</h3>
        <CsvLink range={range} table={table} label={title} />
      </div>
      {children}
      {children ? (
        <details className="analytics-table-view">
          <summary>Table view</summary>
          {tableView}
        </details>
      ) : (
        tableView
      )}
    </section>
  );
}

function DailyChart({ country, kind }: { country: CountryAnalytics; kind: 'net' | 'orders' }) {
  const days = useMemo(() => country.days.map((day) => day.day), [country]);
  const series = useMemo<ChartSeries[]>(
    () =>
      kind === 'net'
        ? [
            { label: 'Net sales', values: country.days.map((day) => day.netSales / 100), stroke: CURRENT_STROKE },
            { label: 'Previous period', values: country.days.map((day) => day.previousNetSales / 100), stroke: PREVIOUS_STROKE, dash: [6, 4] },
          ]
        : [
            { label: 'Orders', values: country.days.map((day) => day.orders), stroke: CURRENT_STROKE },
            { label: 'Previous period', values: country.days.map((day) => day.previousOrders), stroke: PREVIOUS_STROKE, dash: [6, 4] },
          ],
    [country, kind],
  );
  const currency: CurrencyCode = country.currency;
  const format = useMemo(() => (kind === 'net' ? (value: number) => formatMoney(Math.round(value * 100), currency) : (value: number) => String(Math.round(value * 100) / 100)), [kind, currency]);
  const label = kind === 'net' ? `Net sales per day in ${COUNTRY_NAMES[country.country]}, ${country.currency}, with the previous period` : `Orders per day in ${COUNTRY_NAMES[country.country]}, with the previous period`;
  return <LineChart days={days} series={series} label={label} format={format} />;
}

function DailyTable({ country }: { country: CountryAnalytics }) {
  const money = (value: number) => formatMoney(value, country.currency);
  return (
    <table className="data-table analytics-table" data-testid={`analytics-${country.country}-daily-table`}>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Gross sales</th>
          <th scope="col">Net sales</th>
          <th scope="col">Orders</th>
          <th scope="col">Previous day</th>
          <th scope="col">Previous net sales</th>
          <th scope="col">Previous orders</th>
        </tr>
      </thead>
      <tbody>
        {country.days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{day.day}</th>
            <td>{money(day.grossSales)}</td>
            <td>{money(day.netSales)}</td>
            <td>{day.orders}</td>
            <td>{day.previousDay}</td>
            <td>{money(day.previousNetSales)}</td>
            <td>{day.previousOrders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table view of figures: a heading column of row names, then the figures. */
function FiguresTable({ testId, headings, rows }: { testId: string; headings: readonly string[]; rows: Array<{ key: string; name: string; cells: ReactNode[] }> }) {
  return (
    <table className="data-table analytics-table" data-testid={testId}>
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RankedTable({ items, heading, currency, testId }: { items: RankedItem[]; heading: string; currency: CurrencyCode; testId: string }) {
  if (items.length === 0) return <p className="muted">No sales in these days.</p>;
  const rows = items.map((item) => ({ key: item.id ?? 'none', name: item.name, cells: [item.units, formatMoney(item.sales, currency)] }));
  return <FiguresTable testId={testId} headings={[heading, 'Units', 'Sales']} rows={rows} />;
}

function CountrySection({ report, country }: { report: AnalyticsReport; country: CountryAnalytics }) {
  const range = { from: report.from, to: report.to };
  const headingId = `analytics-${country.country}`;
  const [showOrders, setShowOrders] = useState(false);
  const funnelTop = country.funnel.visits;
  const place = COUNTRY_NAMES[country.country];
  return (
    <section className="analytics-country" aria-labelledby={headingId} data-testid={headingId}>
      <h2 id={headingId}>
        {COUNTRY_NAMES[country.country]} <span className="muted">({country.currency})</span>
      </h2>
      <Panel title="Summary" place={place} range={range} table="summary" tableView={<Figures country={country} totals={country.totals} previous={country.previous} />} />
      <Panel title={showOrders ? 'Orders per day' : 'Net sales per day'} place={place} range={range} table="daily" tableView={<DailyTable country={country} />}>
        <div className="analytics-chart-switch" role="group" aria-label="Chart">
          <button type="button" className="small-button" aria-pressed={!showOrders} onClick={() => setShowOrders(false)}>
            Net sales
          </button>
          <button type="button" className="small-button" aria-pressed={showOrders} onClick={() => setShowOrders(true)}>
            Orders
          </button>
        </div>
        <DailyChart country={country} kind={showOrders ? 'orders' : 'net'} />
      </Panel>
      <div className="analytics-columns">
        <Panel title="Top products" place={place} range={range} table="products" tableView={<RankedTable items={country.topProducts} heading="Product" currency={country.currency} testId={`analytics-${country.country}-products`} />} />
        <Panel title="Top categories" place={place} range={range} table="categories" tableView={<RankedTable items={country.topCategories} heading="Category" currency={country.currency} testId={`analytics-${country.country}-categories`} />} />
        <Panel
          title="Shipping and pickup"
          place={place}
          range={range}
          table="delivery"
          tableView={
            <FiguresTable
              testId={`analytics-${country.country}-delivery`}
              headings={['Delivery', 'Orders', 'Gross sales']}
              rows={country.delivery.map((split) => ({ key: split.method, name: split.method === 'shipping' ? 'Shipping' : 'Store pickup', cells: [split.orders, formatMoney(split.grossSales, country.currency)] }))}
            />
          }
        />
        <Panel
          title="Conversion funnel"
          place={place}
          range={range}
          table="funnel"
          tableView={
            <FiguresTable
              testId={`analytics-${country.country}-funnel`}
              headings={['Step', 'Sessions', 'Of visits']}
              rows={FUNNEL_STEPS.map((step) => ({ key: step, name: FUNNEL_LABELS[step], cells: [country.funnel[step], funnelTop === 0 ? '—' : percent(country.funnel[step] / funnelTop)] }))}
            />
          }
        />
      </div>
      <p className="muted analytics-note">Paid counts orders; the other steps count browser sessions of shoppers who allow it (no Global Privacy Control, no do-not-sell request).</p>
    </section>
  );
}
