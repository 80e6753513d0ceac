import { Hono } from 'hono';
import * as z from 'zod';
import { pathIdSchema } from '../../shared/text.schema';
import { validate } from '../http/validate';
import type { AppEnv } from '../context';
import { requireUser } from '../auth/session';
import { rateLimit } from '../http/rate-limit';
import { LIMITS } from '../http/abuse-limits';
import { trackOrderRequestSchema } from '../../shared/orders/order-tracking';
import { shopperFrom } from './order-access';
import { orderForShopper, ordersOfUser, trackOrder } from './orders.service';

/**
 * GET /api/orders (the signed-in user's), GET /api/orders/:id (owner or matching guest id) and
 * POST /api/orders/track (order number and email, for anyone).
 */
export const orderRoutes = new Hono<AppEnv>()
  .get('/', requireUser(), async (c) => c.json({ orders: await ordersOfUser(c.var.deps.db, c.var.user!.id) }))
  // Guessing order numbers for a known email is what the per-client limit stops (docs/decisions/028).
  .post('/track', rateLimit(...LIMITS.trackOrder), validate('json', trackOrderRequestSchema), async (c) => c.json(await trackOrder(c.var.deps.db, c.req.valid('json'))))
  .get('/:id', validate('param', z.object({ id: pathIdSchema })), async (c) =>
    c.json(await orderForShopper(c.var.deps.db, c.req.valid('param').id, shopperFrom(c))),
  );
