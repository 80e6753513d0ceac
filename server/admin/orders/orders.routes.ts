import * as z from 'zod';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../../shared/errors';
import { cancelBodySchema, noteBodySchema, orderPermissionsFor, ORDERS_TEXTS, ordersListQuerySchema, refundBodySchema, statusActionSchema } from '../../../shared/admin/orders.schema';
import { pathIdSchema } from '../../../shared/text.schema';
import { validate } from '../../http/validate';
import { auditScopeOf, type AuditedEnv } from '../../platform/audit';
import { screenApp } from '../screen-app';
import { orderIdInScope, orderScopeOf } from '../order-scope';
import { addNote, cancel, changeStatus, dealWithFlags, getOrder, listOrders, ordersCsv, refund, type OrderActor } from './orders.service';
import { orderDocumentsQuerySchema } from '../../../shared/admin/order-documents';
import { orderDocuments } from './order-documents.service';
import { canDealWithFlags, dealWithFlagsSchema, ORDER_FLAG_TEXTS } from '../../../shared/admin/order-flags';
import { ordersBulkStatusSchema } from '../../../shared/admin/orders-bulk.schema';
import { importQuerySchema } from '../../../shared/admin/stock-change.schema';
import { importedCsvText } from '../csv-import';
import { bulkChangeStatus, shippedFromCsv } from './orders-bulk.service';

const listQuery = ordersListQuerySchema.extend({ format: z.enum(['csv'], 'The only export format is csv').optional() });
const idParam = z.object({ id: pathIdSchema });

/** Pickup flags are dealt with by admins and store managers (403 for staff, before any validation). */
const requireFlagManager: MiddlewareHandler<AuditedEnv> = async (c, next) => {
  if (!canDealWithFlags(c.var.user?.roles ?? [])) throw new AppError('FORBIDDEN', ORDER_FLAG_TEXTS.forbidden);
  return next();
};

/** A refund moves money: admins and store managers only (403 for staff, before any validation). */
const requireMoney: MiddlewareHandler<AuditedEnv> = async (c, next) => {
  if (!orderPermissionsFor(c.var.user?.roles ?? []).includes('money')) throw new AppError('FORBIDDEN', ORDERS_TEXTS.moneyForbidden);
  return next();
};

function actorOf(c: Parameters<typeof auditScopeOf>[0] & { var: { user: { id: string; roles: readonly string[] } | null } }): OrderActor {
  const user = c.var.user!;
  return { id: user.id, permissions: orderPermissionsFor(user.roles), audit: auditScopeOf(c) };
}

/**
 * /api/admin/orders (issue 12): every role of the screen reads and changes status; refunds, and
 * cancelling a paid order, need `money` (shared/orders/order-status.ts), refused with 403. A user
 * tied to stores sees and changes only those stores' pickup orders (server/admin/order-scope.ts).
 */
export const ordersRoutes = screenApp('orders')
  // Packing slips and invoices (docs/decisions/099): before the /:id guard, which would read "documents" as an id.
  .get('/documents', validate('query', orderDocumentsQuerySchema), async (c) =>
    c.json({ documents: await orderDocuments(c.var.deps.db, c.req.valid('query').ids, await orderScopeOf(c)) }),
  )
  // Bulk actions (docs/decisions/100), before the /:id guard (whose `id` would be "bulk"): each order is
  // checked against the scope, the status table and its version as the order page's action does.
  .post('/bulk/status', validate('json', ordersBulkStatusSchema), async (c) =>
    c.json(await bulkChangeStatus({ ...c.var.deps, log: c.var.log }, actorOf(c), await orderScopeOf(c), c.req.valid('json'))),
  )
  .post('/bulk/shipped-from-csv', validate('query', importQuerySchema), async (c) => {
    const csv = await importedCsvText(c.req.raw);
    return c.json(await shippedFromCsv({ ...c.var.deps, log: c.var.log }, actorOf(c), await orderScopeOf(c), csv, c.req.valid('query').dryRun === 'true'));
  })
  // Store scope (docs/decisions/071): another store's pickup order is a 404 on every /:id route.
  .use('/:id/*', orderIdInScope)
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    const scope = await orderScopeOf(c);
    if (format === 'csv') return ordersCsv(c, c.var.deps.db, query, scope);
    return c.json(await listOrders(c.var.deps.db, query, scope));
  })
  .get('/:id', validate('param', idParam), async (c) =>
    c.json({ record: await getOrder(c.var.deps.db, c.req.valid('param').id, orderPermissionsFor(c.var.user?.roles ?? [])) }),
  )
  .post('/:id/status', validate('param', idParam), validate('json', statusActionSchema), async (c) =>
    c.json({ record: await changeStatus({ ...c.var.deps, log: c.var.log }, c.req.valid('param').id, actorOf(c), c.req.valid('json')) }),
  )
  .post('/:id/refunds', requireMoney, validate('param', idParam), validate('json', refundBodySchema), async (c) =>
    c.json({ record: await refund(c.var.deps, c.req.valid('param').id, actorOf(c), c.req.valid('json')) }),
  )
  .post('/:id/cancel', validate('param', idParam), validate('json', cancelBodySchema), async (c) =>
    c.json({ record: await cancel(c.var.deps, c.req.valid('param').id, actorOf(c), c.req.valid('json')) }),
  )
  .post('/:id/notes', validate('param', idParam), validate('json', noteBodySchema), async (c) =>
    c.json({ record: await addNote(c.var.deps.db, c.req.valid('param').id, actorOf(c), c.req.valid('json').body) }),
  )
  .post('/:id/flags/dealt-with', requireFlagManager, validate('param', idParam), validate('json', dealWithFlagsSchema), async (c) =>
    c.json({ record: await dealWithFlags(c.var.deps.db, c.req.valid('param').id, actorOf(c), c.req.valid('json').note) }),
  );
