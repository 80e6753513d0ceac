import type { Context } from 'hono';
import { createHash, timingSafeEqual } from 'node:crypto';
import { clientAddress, type TrustedProxies } from '../http/client-address';

/** What a refused scrape is told; the tests read these. */
export const METRICS_REFUSALS = {
  tokenRequired: 'A valid bearer token is required for /metrics',
  addressRefused: 'Metrics are served only to the addresses in TRUST_PROXY',
} as const;

export type MetricsAccess = 'open' | 'token-required' | 'address-refused';

/**
 * Who may read /metrics (docs/decisions/082). With METRICS_TOKEN, only a request bearing it, wherever
 * it comes from. Without one, only a client whose own address (as TRUST_PROXY works it out) is one
 * of TRUST_PROXY's: the proxy's socket is not enough, or every public request it relays would read
 * the metrics. With neither configured, nobody.
 */
export function metricsAccess(c: Context, settings: { metricsToken: string | null; trustedProxies: TrustedProxies }): MetricsAccess {
  if (settings.metricsToken !== null) {
    const token = bearerToken(c);
    return token !== null && sameSecret(token, settings.metricsToken) ? 'open' : 'token-required';
  }
  const address = clientAddress(c, settings.trustedProxies);
  return address !== null && settings.trustedProxies.has(address) ? 'open' : 'address-refused';
}

function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match?.[1] ?? null;
}

// Compared as digests of equal length, in constant time: the answer's timing tells nothing of the token.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
