import { Hono } from 'hono';
import type { AppEnv } from '../context';

/** GET /api/me: the signed-in user with roles, or null for a visitor. */
export const meRoutes = new Hono<AppEnv>().get('/', (c) => c.json({ user: c.var.user }));
