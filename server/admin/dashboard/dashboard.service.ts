import type { Kysely } from 'kysely';
import {
  ORDER_QUEUES,
  ORDER_QUEUE_FILTERS,
  RECENT_CHANGES_LIMIT,
  SHOP_TIME_ZONES,
  type DashboardCountry,
  type DashboardData,
  type OrderQueue,
  type RecentChange,
} from '../../../shared/admin/dashboard';
import { COUNTRIES, CURRENCY_BY_COUNTRY } from '../../../shared/money';
import { ADMIN_SCREENS, canAccess, isAdmin, type Role } from '../../../shared/roles';
import type { DB, OrderStatus } from '../../db/schema';
import { auditEntryOf } from '../activity/audit-entries';
import type { StoreScope } from '../store-scope';
import { countFlaggedOrders, countLowStock, countOrdersByStatus, selectPaidSales, selectRecentAuditRows } from './dashboard.repo';

const QUEUE_STATUSES = [...new Set(ORDER_QUEUES.flatMap((queue) => ORDER_QUEUE_FILTERS[queue].statuses))] as OrderStatus[];

/**
 * The screens whose changes a viewer may see on the dashboard: those their roles may open (a staff
 * member does not learn of a settings change), and for admins the log's 'system' entries too.
 */
function visibleScreens(roles: readonly Role[]): string[] {
  const screens: string[] = ADMIN_SCREENS.filter((screen) => canAccess(screen, roles));
  return isAdmin(roles) ? [...screens, 'system'] : screens;
}

/**
 * Everything the dashboard shows, each country on its own, as of `now`; the order figures and the
 * changes to orders only of the viewer's store scope (server/admin/order-scope.ts).
 */
export async function dashboardFor(db: Kysely<DB>, viewer: { roles: readonly Role[] }, now: Date, scope: StoreScope): Promise<DashboardData> {
  const [sales, open, flagged, lowStock, recent] = await Promise.all([
    selectPaidSales(db, now, scope),
    countOrdersByStatus(db, QUEUE_STATUSES, scope),
    countFlaggedOrders(db, scope),
    countLowStock(db),
    selectRecentAuditRows(db, visibleScreens(viewer.roles), RECENT_CHANGES_LIMIT, scope),
  ]);

  const countries = COUNTRIES.map((country): DashboardCountry => {
    const figures = sales.find((row) => row.country === country);
    const needingAction = Object.fromEntries(
      ORDER_QUEUES.map((queue) => {
        const filter = ORDER_QUEUE_FILTERS[queue];
        const count = open
          .filter((row) => row.country === country && filter.statuses.includes(row.status) && (!filter.delivery || row.deliveryMethod === filter.delivery))
          .reduce((sum, row) => sum + row.count, 0);
        return [queue, count];
      }),
    ) as Record<OrderQueue, number>;
    return {
      country,
      currency: CURRENCY_BY_COUNTRY[country],
      timeZone: SHOP_TIME_ZONES[country],
      today: { sales: figures?.todaySales ?? 0, orders: figures?.todayOrders ?? 0 },
      last7Days: { sales: figures?.weekSales ?? 0, orders: figures?.weekOrders ?? 0 },
      needingAction,
      lowStock: lowStock.find((row) => row.country === country)?.count ?? 0,
      flaggedPickups: flagged.find((row) => row.country === country)?.count ?? 0,
    };
  });

  const recentChanges = recent.map((row): RecentChange => {
    const { before: _before, after: _after, ...entry } = auditEntryOf(row);
    return entry;
  });
  return { asOf: now.toISOString(), countries, recentChanges };
}
