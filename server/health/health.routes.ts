import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../context';
import { errorResponse } from '../http/errors';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await sql`select 1`.execute(c.var.deps.db);
    return c.json({ status: 'ok', database: 'ok' });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'health check failed', error: String(error) }));
    return errorResponse(c, 'SERVICE_UNAVAILABLE', 'The database is not reachable');
  }
});
