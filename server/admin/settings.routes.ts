import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { requireScreen } from '../auth/session';

/** GET /api/admin/settings: the shop's settings (admin only). */
export const settingsRoutes = new Hono<AppEnv>().get('/', requireScreen('settings'), async (c) => {
  const rows = await c.var.deps.db.selectFrom('settings').select(['key', 'value', 'updated_at']).orderBy('key').execute();
  return c.json({ settings: rows });
});
