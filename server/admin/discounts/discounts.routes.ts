import * as z from 'zod';
import { discountInputSchema, discountListQuerySchema, discountUpdateSchema } from '../../../shared/admin/discount.schema';
import { pathIdSchema } from '../../../shared/text.schema';
import { validate } from '../../http/validate';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { discountsService } from './discounts.service';
import { orderScopeOf } from '../order-scope';
import { discountBulkSchema } from '../../../shared/admin/bulk.schema';
import { auditScopeOf } from '../../platform/audit';
import { bulkSetDiscountsActive } from './discounts-bulk.service';

/**
 * /api/admin/discounts (admin, store_manager); GET /:id/orders lists the paid orders that used the code;
 * POST /bulk makes the selected codes active or inactive (docs/decisions/100).
 */
export const discountsRoutes = resourceRoutes(screenApp('discounts'), discountsService, {
  listQuery: discountListQuerySchema,
  input: discountInputSchema,
  update: discountUpdateSchema,
})
  .post('/bulk', validate('json', discountBulkSchema), async (c) => c.json(await bulkSetDiscountsActive(c.var.deps.db, auditScopeOf(c), c.var.log, c.req.valid('json'))))
  .get('/:id/orders', validate('param', z.object({ id: pathIdSchema })), async (c) =>
  c.json({ rows: await discountsService.orders(c.var.deps.db, c.req.valid('param').id, await orderScopeOf(c)) }),
);
