import * as z from 'zod';
import { daySchema } from '../admin/list-query';
import type { Country, CurrencyCode } from '../money';

// Analytics (issue 15; docs/decisions/056): per country in its own currency, never summed across
// currencies. Days are each country's shop days (shared/admin/dashboard.ts SHOP_TIME_ZONES).

/** The longest range the screen asks for at once. */
export const MAX_RANGE_DAYS = 366;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** Days from `from` to `to`, both included. */
export function rangeDays(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** `day` moved by `days` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** The range the screen and GET /api/admin/analytics use when none is asked for: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

export function defaultRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today };
}

/** The period just before: as many days, ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = rangeDays(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

export const ANALYTICS_TEXTS = {
  toBeforeFrom: 'To must be on or after From',
  rangeTooLong: `Choose at most ${MAX_RANGE_DAYS} days`,
  table: 'Choose one of the tables',
} as const;

export const analyticsQuerySchema = z
  .object({ from: daySchema('From'), to: daySchema('To') })
  .refine((query) => query.from <= query.to, { path: ['to'], message: ANALYTICS_TEXTS.toBeforeFrom })
  .refine((query) => query.from > query.to || rangeDays(query.from, query.to) <= MAX_RANGE_DAYS, { path: ['from'], message: ANALYTICS_TEXTS.rangeTooLong });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** The tables the screen shows, each downloadable as CSV. */
export const ANALYTICS_TABLES = ['summary', 'daily', 'products', 'categories', 'delivery', 'funnel'] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

export const analyticsExportQuerySchema = z
  .object({ from: daySchema('From'), to: daySchema('To'), table: z.enum(ANALYTICS_TABLES, ANALYTICS_TEXTS.table) })
  .refine((query) => query.from <= query.to, { path: ['to'], message: ANALYTICS_TEXTS.toBeforeFrom })
  .refine((query) => query.from > query.to || rangeDays(query.from, query.to) <= MAX_RANGE_DAYS, { path: ['from'], message: ANALYTICS_TEXTS.rangeTooLong });

/** One period's figures of one country, money in the country's minor units. */
export interface SalesFigures {
  /** What the period's paid orders charged (orders.total), refunded later or not. */
  grossSales: number;
  /** Completed refunds in the period (by the day they completed). */
  refunds: number;
  /** grossSales − refunds. */
  netSales: number;
  orders: number;
  /** grossSales / orders, rounded; null without orders. */
  averageOrderValue: number | null;
  units: number;
  /** What discount codes took off the period's paid orders (orders.discount_total). */
  discountCost: number;
  /** Of the period's orders held for approval and decided, the share approved (0..1); null when none was decided. */
  approvalRate: number | null;
  approved: number;
  rejected: number;
  /** The share of the period's orders with a completed refund (0..1); null without orders. */
  refundRate: number | null;
  refundedOrders: number;
}

export interface DayFigures {
  day: string;
  grossSales: number;
  netSales: number;
  orders: number;
  /** The same day of the previous period. */
  previousDay: string;
  previousGrossSales: number;
  previousNetSales: number;
  previousOrders: number;
}

export interface RankedItem {
  id: string | null;
  name: string;
  units: number;
  sales: number;
}

export interface DeliverySplit {
  method: 'shipping' | 'pickup';
  orders: number;
  grossSales: number;
}

export const FUNNEL_STEPS = ['visits', 'productViews', 'addToBag', 'checkoutStarted', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  visits: 'Visits',
  productViews: 'Product views',
  addToBag: 'Added to bag',
  checkoutStarted: 'Checkout started',
  paid: 'Paid',
};

/** Sessions that reached each step (paid: the period's paid orders). */
export type Funnel = Record<FunnelStep, number>;

export interface CountryAnalytics {
  country: Country;
  currency: CurrencyCode;
  timeZone: string;
  totals: SalesFigures;
  previous: SalesFigures;
  days: DayFigures[];
  topProducts: RankedItem[];
  topCategories: RankedItem[];
  delivery: DeliverySplit[];
  funnel: Funnel;
}

/** GET /api/admin/analytics?from&to */
export interface AnalyticsReport {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  countries: CountryAnalytics[];
}

/** How many products and categories the tops list. */
export const TOP_LIMIT = 10;

// The storefront's beacon (client/features/analytics): first-party events, no personal data.

export const ANALYTICS_EVENT_KINDS = ['visit', 'product_view', 'add_to_bag', 'checkout_started'] as const;
export type AnalyticsEventKind = (typeof ANALYTICS_EVENT_KINDS)[number];

/** POST /api/analytics/events: a few events of one tab's session. Nothing else is accepted. */
export const analyticsEventsSchema = z
  .object({
    session: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    country: z.enum(['US', 'UK']),
    events: z.array(z.enum(ANALYTICS_EVENT_KINDS)).min(1).max(20),
  })
  .strict();
export type AnalyticsEvents = z.infer<typeof analyticsEventsSchema>;
