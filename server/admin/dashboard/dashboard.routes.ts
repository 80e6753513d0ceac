import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireScreen } from '../../auth/session';
import { dashboardFor } from './dashboard.service';
import { orderScopeOf } from '../order-scope';

/** GET /api/admin/dashboard: per-country sales, order queues, low stock and the latest changes. */
export const dashboardRoutes = new Hono<AppEnv>().get('/', requireScreen('dashboard'), async (c) => {
  // requireScreen has let only a signed-in user with access through.
  const viewer = c.var.user!;
  return c.json(await dashboardFor(c.var.deps.db, viewer, new Date(), await orderScopeOf(c)));
});
