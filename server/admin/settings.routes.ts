import { screenApp } from './screen-app';

/** GET /api/admin/settings: the shop's settings (admin only). */
export const settingsRoutes = screenApp('settings').get('/', async (c) => {
  const rows = await c.var.deps.db.selectFrom('settings').select(['key', 'value', 'updated_at']).orderBy('key').execute();
  return c.json({ settings: rows });
});
