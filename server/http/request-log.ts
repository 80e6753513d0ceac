import type { MiddlewareHandler } from 'hono';

/** One structured JSON line per request: method, path, status, duration. */
export function requestLog(enabled: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!enabled) return next();
    const started = performance.now();
    await next();
    const line = {
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    console.log(JSON.stringify(line));
  };
}
