import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireUser } from '../auth/session';
import { shopperFrom } from './order-access';
import { orderForShopper, ordersOfUser } from './orders.service';

/** GET /api/orders (the signed-in user's) and GET /api/orders/:id (owner or matching guest id). */
export const orderRoutes = new Hono<AppEnv>()
  .get('/', requireUser(), async (c) => c.json({ orders: await ordersOfUser(c.var.deps.db, c.var.user!.id) }))
  .get('/:id', async (c) => c.json(await orderForShopper(c.var.deps.db, c.req.param('id'), shopperFrom(c))));
