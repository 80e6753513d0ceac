import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/** One log line per request (at info; a 5xx at error): method, path, status, duration, and the request id. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const fields = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (c.res.status >= 500) c.var.log.error(fields, 'request');
    else c.var.log.info(fields, 'request');
  };
}
