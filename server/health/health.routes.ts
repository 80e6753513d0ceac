import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../context';
import { errorResponse } from '../http/errors';
import { logOf } from '../logging/request-context';

/**
 * Readiness: the database answers and this instance hears its changes. A load balancer sends
 * shoppers only to a ready instance: one that cannot hear changes would leave their devices'
 * event streams silent (docs/decisions/027). Shutting down stops the change feed first, so a
 * draining instance is not ready either.
 */
async function readiness(c: Context<AppEnv>): Promise<Response> {
  const { db, changes } = c.var.deps;
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    logOf(c).error({ error: String(error) }, 'health check failed');
    return errorResponse(c, 'SERVICE_UNAVAILABLE', 'The database is not reachable');
  }
  if (changes.stopped) return errorResponse(c, 'SERVICE_UNAVAILABLE', 'This instance is shutting down');
  if (!changes.listening) return errorResponse(c, 'SERVICE_UNAVAILABLE', 'This instance cannot hear changes from the database; it is reconnecting');
  return c.json({ status: 'ok', database: 'ok', changes: 'listening' });
}

/**
 * GET /api/health and /api/health/ready: readiness (200, or 503 saying why).
 * GET /api/health/live: liveness, 200 while the process answers at all (restart it when not).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/', readiness)
  .get('/ready', readiness)
  .get('/live', (c) => c.json({ status: 'ok' }));
