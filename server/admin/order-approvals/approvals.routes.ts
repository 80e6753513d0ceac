import * as z from 'zod';
import { approvalsListQuerySchema, approveSchema, rejectSchema } from '../../../shared/admin/order-approvals.schema';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { screenApp } from '../screen-app';
import { orderIdInScope, orderScopeOf } from '../order-scope';
import { approvalsCsv, approveOrder, checkPayment, listApprovals, rejectOrder } from './approvals.service';

const listQuery = approvalsListQuerySchema.extend({ format: z.enum(['csv'], 'The only export format is csv').optional() });

/**
 * /api/admin/order-approvals: the held orders; approve, reject (refund and cancel), check a pending
 * payment. Store scope as on the orders screen: another store's pickup order is not listed and is a 404.
 */
export const orderApprovalsRoutes = screenApp('order-approvals')
  .use('/:id/*', orderIdInScope)
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    const scope = await orderScopeOf(c);
    if (format === 'csv') return approvalsCsv(c, c.var.deps.db, query, scope);
    return c.json(await listApprovals(c.var.deps.db, query, scope));
  })
  .post('/:id/approve', validate('json', approveSchema), async (c) =>
    c.json(await approveOrder(c.var.deps.db, auditScopeOf(c), c.req.param('id'), c.req.valid('json').version)),
  )
  .post('/:id/reject', validate('json', rejectSchema), async (c) => c.json(await rejectOrder(c.var.deps, auditScopeOf(c), c.req.param('id'), c.req.valid('json'))))
  .post('/:id/check-payment', async (c) => c.json(await checkPayment(c.var.deps, auditScopeOf(c), c.req.param('id'))));
