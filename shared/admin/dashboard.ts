import type { Country, CurrencyCode } from '../money';
import type { AuditEntry } from './api';

/**
 * The back-office dashboard (issue 11 §2): per country, in its own currency, never summed across
 * currencies. docs/decisions/036.
 */

/** Where each country's shop keeps its day: "today" starts at local midnight there. */
export const SHOP_TIME_ZONES: Record<Country, string> = { US: 'America/New_York', UK: 'Europe/London' };

/** Paid sales in one period: integer minor units of the country's currency, and how many orders. */
export interface SalesFigures {
  sales: number;
  orders: number;
}

/** The order queues that need someone to act, in the order the dashboard shows them. */
export const ORDER_QUEUES = ['awaitingApproval', 'toShip', 'toPrepareForPickup', 'readyForPickup'] as const;
export type OrderQueue = (typeof ORDER_QUEUES)[number];

/** Which orders make up a queue: their statuses and, where it matters, how they are delivered. */
export const ORDER_QUEUE_FILTERS: Record<OrderQueue, { statuses: readonly string[]; delivery?: 'shipping' | 'pickup' }> = {
  awaitingApproval: { statuses: ['awaiting_approval'] },
  toShip: { statuses: ['paid', 'processing'], delivery: 'shipping' },
  toPrepareForPickup: { statuses: ['paid', 'processing'], delivery: 'pickup' },
  readyForPickup: { statuses: ['ready_for_pickup'] },
};

export const ORDER_QUEUE_LABELS: Record<OrderQueue, string> = {
  awaitingApproval: 'Awaiting approval',
  toShip: 'To ship',
  toPrepareForPickup: 'To prepare for pickup',
  readyForPickup: 'Ready for pickup',
};

/** The orders list's search that shows one queue of one country: /admin/orders?status=paid,processing&delivery=shipping&country=US. */
export function orderQueueSearch(queue: OrderQueue, country: Country): { status: string; delivery?: 'shipping' | 'pickup'; country: Country } {
  const filter = ORDER_QUEUE_FILTERS[queue];
  return { status: filter.statuses.join(','), ...(filter.delivery ? { delivery: filter.delivery } : {}), country };
}

/** The orders list's search that shows one country's orders with an open pickup flag. */
export function flaggedSearch(country: Country): { flagged: 'open'; country: Country } {
  return { flagged: 'open', country };
}

/** The inventory grid's search that shows one country's low-stock rows. */
export function lowStockSearch(country: Country): { stock: 'low'; country: Country } {
  return { stock: 'low', country };
}

/** One country's column of the dashboard. */
export interface DashboardCountry {
  country: Country;
  currency: CurrencyCode;
  timeZone: string;
  /** Since midnight today in the shop's time zone. */
  today: SalesFigures;
  /** Since midnight six days before today (today and the six days before it), shop time. */
  last7Days: SalesFigures;
  needingAction: Record<OrderQueue, number>;
  /** Stock rows (a product without sizes, or one size) with 1 to LOW_STOCK_LEVEL units in the country. */
  lowStock: number;
  /** Orders with a pickup flag (collected twice, handed over while not ready) not dealt with yet. */
  flaggedPickups: number;
}

/** A change as the dashboard lists it: who, when, what; the before/after stay in the activity view. */
export type RecentChange = Omit<AuditEntry, 'before' | 'after'>;

/** GET /api/admin/dashboard */
export interface DashboardData {
  /** When the figures were read (ISO). */
  asOf: string;
  countries: DashboardCountry[];
  /** The last 10 admin changes on screens the viewer may open, newest first. */
  recentChanges: RecentChange[];
}

/** How many changes the dashboard lists. */
export const RECENT_CHANGES_LIMIT = 10;
