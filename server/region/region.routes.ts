import { Hono } from 'hono';
import type { AppEnv } from '../context';

/**
 * /api/region/config: the regional domains and the IP look-up endpoints, read at run time so one
 * build serves both storefronts. The client keeps the last answer for offline visits.
 */
export const regionRoutes = new Hono<AppEnv>().get('/config', (c) => {
  const { region } = c.var.deps.config;
  c.header('cache-control', 'no-cache');
  return c.json({ domains: region.domains, ipLookupUrls: region.ipLookupUrls });
});
