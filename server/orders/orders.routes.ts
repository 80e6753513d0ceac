import { Hono } from 'hono';
import * as z from 'zod';
import { pathIdSchema } from '../../shared/text.schema';
import { validate } from '../http/validate';
import type { AppEnv } from '../context';
import { requireUser } from '../auth/session';
import { shopperFrom } from './order-access';
import { orderForShopper, ordersOfUser } from './orders.service';

/** GET /api/orders (the signed-in user's) and GET /api/orders/:id (owner or matching guest id). */
export const orderRoutes = new Hono<AppEnv>()
  .get('/', requireUser(), async (c) => c.json({ orders: await ordersOfUser(c.var.deps.db, c.var.user!.id) }))
  .get('/:id', validate('param', z.object({ id: pathIdSchema })), async (c) =>
    c.json(await orderForShopper(c.var.deps.db, c.req.valid('param').id, shopperFrom(c))),
  );
