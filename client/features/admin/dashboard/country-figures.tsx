import { Link } from '@tanstack/react-router';
import { formatMoney } from '../../../../shared/money';
import { LOW_STOCK_LEVEL } from '../../../../shared/catalog/badges';
import { ORDER_FLAG_TEXTS } from '../../../../shared/admin/order-flags';
import { flaggedSearch, lowStockSearch, orderQueueSearch, ORDER_QUEUES, ORDER_QUEUE_LABELS, type DashboardCountry, type SalesFigures } from '../../../../shared/admin/dashboard';

const COUNTRY_NAMES = { US: 'United States', UK: 'United Kingdom' } as const;

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

function Sales({ label, figures, currency }: { label: string; figures: SalesFigures; currency: DashboardCountry['currency'] }) {
  return (
    <div className="dashboard-figure">
      <dt>{label}</dt>
      <dd>
        <strong className="dashboard-figure__amount">{formatMoney(figures.sales, currency)}</strong>
        <span className="muted">{orders(figures.orders)}</span>
      </dd>
    </div>
  );
}

/**
 * One country's figures in its own currency: sales are never added across countries (a dollar is
 * not a pound). Each count links to the list that shows those orders or stock lines.
 */
export function CountryFigures({ figures }: { figures: DashboardCountry }) {
  const headingId = `dashboard-${figures.country}`;
  return (
    <section className="dashboard-country" aria-labelledby={headingId} data-testid={`dashboard-${figures.country}`}>
      <h2 id={headingId}>
        {COUNTRY_NAMES[figures.country]} <span className="muted">({figures.currency})</span>
      </h2>
      <dl className="dashboard-figures">
        <Sales label="Paid today" figures={figures.today} currency={figures.currency} />
        <Sales label="Paid in the last 7 days" figures={figures.last7Days} currency={figures.currency} />
      </dl>
      <h3>Orders needing action</h3>
      <ul className="dashboard-queues">
        {ORDER_QUEUES.map((queue) => (
          <li key={queue}>
            <Link to="/admin/orders" search={orderQueueSearch(queue, figures.country)}>
              <span>{ORDER_QUEUE_LABELS[queue]}</span> <strong>{figures.needingAction[queue]}</strong>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/admin/orders" search={flaggedSearch(figures.country)} data-testid={`dashboard-flagged-${figures.country}`}>
            <span>{ORDER_FLAG_TEXTS.dashboardLabel}</span> <strong>{figures.flaggedPickups}</strong>
          </Link>
        </li>
      </ul>
      <p className="dashboard-stock">
        <Link to="/admin/inventory" search={lowStockSearch(figures.country)}>
          <span>Low stock</span> <strong>{figures.lowStock}</strong>
        </Link>{' '}
        <span className="muted">{figures.lowStock === 1 ? 'line' : 'lines'} with {LOW_STOCK_LEVEL} or fewer left</span>
      </p>
      <p className="muted dashboard-zone">Days are counted in {figures.timeZone.replace('_', ' ')} time.</p>
    </section>
  );
}
