import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { requireScreen } from '../../auth/session';
import { dashboardFor } from './dashboard.service';
import { orderScopeOf } from '../order-scope';
import { storeScopeOf } from '../store-scope';
import type { AdminShell } from '../../../shared/admin/shell';
import { adminSearchQuerySchema } from '../../../shared/admin/search';
import { validate } from '../../http/validate';
import { searchBackOffice } from '../search/search.service';
import { attentionFor } from './attention.service';
import { streamSSE } from 'hono/streaming';
import { relayChanges } from '../../sync/stream.routes';
import { LIVE_TABLES, type AdminChangeEvent } from '../../../shared/admin/live';

/**
 * GET /api/admin/dashboard: per-country sales, order queues, low stock and the latest changes.
 * GET /api/admin/dashboard/shell: what the back office's frame shows of the signed-in staff member,
 * the stores they are tied to (every store for an admin, or when none is tied to them: DECISIONS.md
 * "Store scope"). The dashboard is every staff role's home, so its frame goes with it.
 * GET /api/admin/dashboard/search?q=…: the frame's one search (docs/decisions/098), each kind of record
 * only for a role that may open its screen, orders in the user's store scope.
 * GET /api/admin/dashboard/attention: the top bar's badge, what needs someone now (docs/decisions/098).
 * GET /api/admin/dashboard/changes: Server-Sent Events naming the back office's tables as they change
 * on any instance (shared/admin/live.ts), so open lists and the badge follow without a reload. It
 * names tables, never rows: each page reads what its user may see.
 */
export const dashboardRoutes = new Hono<AppEnv>()
  .get('/', requireScreen('dashboard'), async (c) => {
    // requireScreen has let only a signed-in user with access through.
    const viewer = c.var.user!;
    return c.json(await dashboardFor(c.var.deps.db, viewer, new Date(), await orderScopeOf(c)));
  })
  .get('/shell', requireScreen('dashboard'), async (c) => {
    const db = c.var.deps.db;
    const scope = await storeScopeOf(db, c.var.user!);
    if (scope.kind === 'all') return c.json({ stores: { kind: 'all' } } satisfies AdminShell);
    const stores = await db.selectFrom('stores').select(['id', 'name']).where('id', 'in', [...scope.storeIds]).orderBy('name').execute();
    return c.json({ stores: { kind: 'stores', stores } } satisfies AdminShell);
  })
  .get('/search', requireScreen('dashboard'), validate('query', adminSearchQuerySchema), async (c) => {
    const user = c.var.user!;
    return c.json(await searchBackOffice(c.var.deps.db, user.roles, await storeScopeOf(c.var.deps.db, user), c.req.valid('query').q));
  })
  .get('/attention', requireScreen('dashboard'), async (c) => {
    const user = c.var.user!;
    return c.json(await attentionFor(c.var.deps.db, user.roles, await storeScopeOf(c.var.deps.db, user)));
  })
  .get('/changes', requireScreen('dashboard'), (c) => {
    const { changes, metrics } = c.var.deps;
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) =>
      relayChanges(changes, metrics, stream, (tables): AdminChangeEvent | null => {
        const live = tables.filter((table) => LIVE_TABLES.includes(table));
        return live.length > 0 ? { tables: live } : null;
      }),
    );
  });
