import type { Hono } from 'hono';
import * as z from 'zod';
import { deleteQuerySchema, moveSchema, orderSchema } from '../../shared/admin/fields';
import { pathIdSchema } from '../../shared/text.schema';
import { validate } from '../http/validate';
import { auditScopeOf, type AuditedEnv } from '../platform/audit';
import type { AdminRecord, ResourceService } from './resource.service';

const idParam = z.object({ id: pathIdSchema });
const formatQuery = { format: z.enum(['csv'], 'The only export format is csv').optional() };

export interface ResourceSchemas<Query, Input> {
  listQuery: z.ZodObject<z.ZodRawShape, z.core.$strip> & z.ZodType<Query>;
  input: z.ZodType<Input>;
  update: z.ZodType<Input & { version: string }>;
}

/**
 * The routes of a list screen (shared/admin/api.ts), on a screen's sub-app (screen-app.ts):
 * GET / (a page, or ?format=csv), GET /:id, GET /:id/history, POST /, PATCH /:id, DELETE /:id,
 * POST /:id/restore, and for ordered lists POST /:id/move and PUT /order.
 */
export function resourceRoutes<Query, Input, Rec extends AdminRecord>(
  app: Hono<AuditedEnv>,
  service: ResourceService<Query, Input, Rec>,
  schemas: ResourceSchemas<Query, Input>,
): Hono<AuditedEnv> {
  const listQuery = schemas.listQuery.extend(formatQuery) as unknown as z.ZodType<Query & { format?: 'csv' }>;
  app
    .get('/', validate('query', listQuery), async (c) => {
      const { format, ...query } = c.req.valid('query');
      const db = c.var.deps.db;
      if (format === 'csv') return service.csv(c, db, query as Query);
      return c.json(await service.list(db, query as Query));
    })
    .get('/:id', validate('param', idParam), async (c) => c.json({ record: await service.get(c.var.deps.db, c.req.valid('param').id) }))
    .get('/:id/history', validate('param', idParam), async (c) =>
      c.json({ rows: await service.history(c.var.deps.db, c.req.valid('param').id) }),
    )
    .post('/', validate('json', schemas.input), async (c) =>
      c.json({ record: await service.create(c.var.deps.db, auditScopeOf(c), c.req.valid('json') as Input) }, 201),
    )
    .patch('/:id', validate('param', idParam), validate('json', schemas.update), async (c) => {
      const record = await service.update(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json') as Input & { version: string });
      return c.json({ record });
    })
    .delete('/:id', validate('param', idParam), validate('query', deleteQuerySchema), async (c) => {
      const record = await service.remove(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('query'));
      return c.json({ record });
    })
    .post('/:id/restore', validate('param', idParam), async (c) =>
      c.json({ record: await service.restore(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id) }),
    );
  if (!service.ordered) return app;
  return app
    .put('/order', validate('json', orderSchema), async (c) => c.json(await service.reorder(c.var.deps.db, auditScopeOf(c), c.req.valid('json').ids)))
    .post('/:id/move', validate('param', idParam), validate('json', moveSchema), async (c) => {
      const record = await service.move(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json').direction);
      return c.json({ record });
    });
}
