import { SHOP_TIME_ZONES } from '../admin/dashboard';
import type { Country } from '../money';

// One day for a sale (issue 26, docs/decisions/087). A sale happens when its payment is taken: the
// moment the order left pending_payment other than by being cancelled (orders.paid_at, which the
// database records whichever code moves the status). It counts on that moment's day in its country's
// shop time zone (SHOP_TIME_ZONES), on the dashboard ("today", "last 7 days") and in analytics (the
// daily rollups) alike; an order placed at 23:50 and paid at 00:05 is a sale of the second day. The
// server's queries read paid_at against these zones (server/orders/sale-day-sql.ts).

/** The shop day (YYYY-MM-DD) a sale paid at `paidAt` counts on, in its country's shop time zone. */
export function saleDayOf(paidAt: Date, country: Country): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONES[country], year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(paidAt);
  const part = (type: 'year' | 'month' | 'day') => parts.find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
