import { Hono } from 'hono';
import type { ShopInfo } from '../../shared/shop-info';
import type { AppEnv } from '../context';
import { readSettings } from './settings.repo';

/** GET /api/shop-info: the settings any visitor may read (contact details, return windows, the low-stock level); nothing else. */
export const shopInfoRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const settings = await readSettings(c.var.deps.db);
  const info: ShopInfo = { storeContact: settings.store_contact, returnWindowDays: settings.return_window_days, lowStockLevel: settings.low_stock_threshold };
  c.header('cache-control', 'no-store');
  return c.json(info);
});
