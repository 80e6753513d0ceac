import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { createLogger, type Logger } from './logger';

/** The header a request id comes in on (from a proxy in front of the shop) and goes back out on. */
export const REQUEST_ID_HEADER = 'x-request-id';

// An incoming id is kept only when it cannot forge or break a log line: short, and letters, digits, `-_.:` only.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming id when it is safe to log, otherwise a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * First middleware of the app: gives the request its id (`c.var.requestId`), a logger that writes
 * the id on every line (`c.var.log`), and the id in the response's `x-request-id` header.
 */
export function requestContext(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // A response with immutable headers (one passed through from fetch): answer with a copy.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
  };
}

let fallback: Logger | undefined;

/**
 * The logger for whatever runs in a request: the request's own (with its id), else the app's, else
 * (a test's bare Hono app with neither) one for warnings and errors.
 */
export function logOf(c: Context): Logger {
  const vars = c.var as Partial<AppEnv['Variables']>;
  return vars.log ?? vars.deps?.log ?? (fallback ??= createLogger({ level: 'warn' }));
}
