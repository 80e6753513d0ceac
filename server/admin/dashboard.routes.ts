import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireScreen } from '../auth/session';

/** GET /api/admin/dashboard: headline counts for the back office. */
export const dashboardRoutes = new Hono<AppEnv>().get('/', requireScreen('dashboard'), async (c) => {
  const { db } = c.var.deps;
  const [products, openOrders, lowStock] = await Promise.all([
    db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('count')).where('deleted_at', 'is', null).executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', 'in', ['paid', 'awaiting_approval', 'processing', 'ready_for_pickup'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('inventory')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('deleted_at', 'is', null)
      .where('stock', '<=', 3)
      .executeTakeFirstOrThrow(),
  ]);
  return c.json({ products: Number(products.count), openOrders: Number(openOrders.count), lowStockRows: Number(lowStock.count) });
});
