import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors';

/** Methods that never change state: no check. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_REFUSED = 'This request must come from the shop’s own pages';

/** The request headers the check reads. */
export interface RequestOrigin {
  origin: string | undefined;
  secFetchSite: string | undefined;
  hasCookie: boolean;
}

/**
 * Whether a state-changing request came from the shop's own pages (docs/decisions/025):
 * - an Origin decides when there is one: it must be a trusted origin;
 * - `Origin: null` (a form posted under `Referrer-Policy: no-referrer`) or none: the browser's
 *   Sec-Fetch-Site must say same-origin;
 * - neither header: no browser sent it (browsers send Origin on every non-GET fetch); it passes
 *   only without cookies, since a forged request needs the shopper's cookies to do harm. better-auth
 *   refuses a cookie-bearing request without an origin in the same way.
 */
export function comesFromTrustedOrigin({ origin, secFetchSite, hasCookie }: RequestOrigin, trusted: ReadonlySet<string>): boolean {
  if (origin && origin !== 'null') return trusted.has(origin);
  if (secFetchSite) return secFetchSite === 'same-origin';
  return origin === undefined && !hasCookie;
}

/** Refuses (403 FORBIDDEN) every state-changing request that did not come from a trusted origin; mounted in front of all of /api. */
export function sameOriginOnly(trustedOrigins: readonly string[]): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const request = { origin: c.req.header('origin'), secFetchSite: c.req.header('sec-fetch-site'), hasCookie: c.req.header('cookie') !== undefined };
    if (!comesFromTrustedOrigin(request, trusted)) return errorResponse(c, 'FORBIDDEN', CROSS_ORIGIN_REFUSED);
    return next();
  };
}
