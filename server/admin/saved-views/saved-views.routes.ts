import { Hono } from 'hono';
import * as z from 'zod';
import { AppError } from '../../../shared/errors';
import { isAdmin } from '../../../shared/roles';
import { SAVED_VIEW_LIST_KEYS, SAVED_VIEW_TEXTS, savedViewInputSchema, savedViewShareSchema, savedViewUpdateSchema, type SavedViewList } from '../../../shared/admin/saved-views';
import { pathIdSchema } from '../../../shared/text.schema';
import type { AppEnv } from '../../context';
import { requireScreen } from '../../auth/session';
import { validate } from '../../http/validate';
import { auditedWrites, auditScopeOf, type AuditedEnv } from '../../platform/audit';
import { savedViewsService as views } from './saved-views.service';

const idParam = z.object({ id: pathIdSchema });
const versionQuery = z.object({ version: z.string().min(1).max(30) });

/**
 * /api/admin/<screen>/views: the saved views of a screen's list. Anyone who may read the screen keeps
 * their own views (a preference, not a change to the shop: read access is enough, even for writes);
 * sharing one with everyone is an admin's. Guarded before any validation, like screenApp.
 */
export function savedViewRoutes(list: SavedViewList) {
  const adminOnly = requireAdmin();
  return new Hono<AuditedEnv>()
    .use('*', requireScreen(list, 'read'))
    .use('*', auditedWrites(list))
    .get('/', async (c) => c.json({ views: await views.list(c.var.deps.db, list, c.var.user!) }))
    .post('/', validate('json', savedViewInputSchema), async (c) =>
      c.json({ view: await views.create(c.var.deps.db, auditScopeOf(c), list, c.var.user!, c.req.valid('json')) }, 201),
    )
    .patch('/:id', validate('param', idParam), validate('json', savedViewUpdateSchema), async (c) =>
      c.json({ view: await views.update(c.var.deps.db, auditScopeOf(c), list, c.var.user!, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .put('/:id/shared', adminOnly, validate('param', idParam), validate('json', savedViewShareSchema), async (c) =>
      c.json({ view: await views.share(c.var.deps.db, auditScopeOf(c), list, c.var.user!, c.req.valid('param').id, c.req.valid('json')) }),
    )
    .delete('/:id', validate('param', idParam), validate('query', versionQuery), async (c) =>
      c.json(await views.remove(c.var.deps.db, auditScopeOf(c), list, c.var.user!, c.req.valid('param').id, c.req.valid('query').version)),
    )
    // Nothing else lives under /views: never fall through to the screen's own routes (and their write guard).
    .all('*', () => {
      throw new AppError('NOT_FOUND', SAVED_VIEW_TEXTS.notFound);
    });
}

function requireAdmin() {
  return async (c: { var: AppEnv['Variables'] }, next: () => Promise<void>) => {
    if (!isAdmin(c.var.user?.roles ?? [])) throw new AppError('FORBIDDEN', SAVED_VIEW_TEXTS.onlyAdminShares);
    await next();
  };
}

/**
 * Every list's saved views, each at /<screen>/views: mounted before the screens' own apps, so
 * `/orders/views` never reaches the orders app's `/:id` (nor its write guard).
 */
export const savedViewsRoutes = ([...SAVED_VIEW_LIST_KEYS] as SavedViewList[]).reduce(
  (app, list) => app.route(`/${list}/views`, savedViewRoutes(list)),
  new Hono<AppEnv>(),
);
