import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../context';

/**
 * Counts and times every answer by the template of the route that gave it (`/api/orders/:id`, never
 * the path: paths are unbounded). An answer from a guard mounted on a whole prefix carries that
 * prefix's template (`/api/*`), an unmatched path the catch-all's.
 */
export function requestMetrics(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.var.deps.metrics.requestAnswered(c.req.method, routePath(c) || '(none)', c.res.status, (performance.now() - started) / 1000);
  };
}
