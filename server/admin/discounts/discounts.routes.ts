import * as z from 'zod';
import { discountInputSchema, discountListQuerySchema, discountUpdateSchema } from '../../../shared/admin/discount.schema';
import { pathIdSchema } from '../../../shared/text.schema';
import { validate } from '../../http/validate';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { discountsService } from './discounts.service';
import { orderScopeOf } from '../order-scope';

/** /api/admin/discounts (admin, store_manager); GET /:id/orders lists the paid orders that used the code. */
export const discountsRoutes = resourceRoutes(screenApp('discounts'), discountsService, {
  listQuery: discountListQuerySchema,
  input: discountInputSchema,
  update: discountUpdateSchema,
}).get('/:id/orders', validate('param', z.object({ id: pathIdSchema })), async (c) =>
  c.json({ rows: await discountsService.orders(c.var.deps.db, c.req.valid('param').id, await orderScopeOf(c)) }),
);
