import type { MiddlewareHandler } from 'hono';
import { storeInputSchema, storeListQuerySchema, storeUpdateSchema } from '../../../shared/admin/store.schema';
import { AppError } from '../../../shared/errors';
import { isAdmin } from '../../../shared/roles';
import type { AuditedEnv } from '../../platform/audit';
import { validate } from '../../http/validate';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { assertStoreInScope, storeScopeOf } from '../store-scope';
import { storesService } from './stores.service';

export const STORES_ROUTE_TEXTS = {
  adminOpensStores: 'Only an admin can open a new store',
} as const;

/**
 * A store manager changes only the stores tied to them (server/admin/store-scope.ts); an admin any.
 * A store that does not exist goes on to the route (its 404 or 400).
 */
const writesInScope: MiddlewareHandler<AuditedEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const id = c.req.param('id');
  const db = c.var.deps.db;
  if (id && (await db.selectFrom('stores').select('id').where('id', '=', id).executeTakeFirst())) {
    assertStoreInScope(await storeScopeOf(db, c.var.user!), id);
  }
  return next();
};

/**
 * /api/admin/stores (admin and store_manager, shared/roles.ts): the kit's resource routes. Only an admin
 * opens a store (checked after the form's validation, so a manager learns what is wrong with it first);
 * a store manager edits, deletes and restores only their own stores.
 */
const app = screenApp('stores')
  .use('/:id', writesInScope)
  .use('/:id/*', writesInScope)
  .post('/', validate('json', storeInputSchema), async (c, next) => {
    if (!isAdmin(c.var.user!.roles)) throw new AppError('FORBIDDEN', STORES_ROUTE_TEXTS.adminOpensStores);
    await next();
  });

export const storesRoutes = resourceRoutes(app, storesService, {
  listQuery: storeListQuerySchema,
  input: storeInputSchema,
  update: storeUpdateSchema,
});
