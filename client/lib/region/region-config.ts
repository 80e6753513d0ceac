import type { RegionalDomains } from '../../../shared/region/regional-domain';
import { apiRequest } from '../api/api-client';

/** GET /api/region/config: the regional storefront hosts and the IP look-ups, as the server is configured. */
export interface RegionConfig {
  domains: RegionalDomains;
  ipLookupUrls: string[];
}

// The last answer, so a visit without a network still knows which storefront it is on.
const CONFIG_KEY = 'toy-shop:region-config';

function parseConfig(value: unknown): RegionConfig | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = value as { domains?: Record<string, unknown>; ipLookupUrls?: unknown };
  const host = (v: unknown) => (typeof v === 'string' && v ? v.toLowerCase() : null);
  if (!candidate.domains || !Array.isArray(candidate.ipLookupUrls)) return null;
  return {
    domains: { US: host(candidate.domains.US), UK: host(candidate.domains.UK) },
    ipLookupUrls: candidate.ipLookupUrls.filter((url): url is string => typeof url === 'string'),
  };
}

/** The region configuration remembered from the last visit, if any. */
export function cachedRegionConfig(): RegionConfig | null {
  try {
    const raw = localStorage.getItem(CONFIG_KEY);
    return raw ? parseConfig(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Asks the server for the region configuration and remembers it; offline, the remembered one stands. */
export async function fetchRegionConfig(): Promise<RegionConfig | null> {
  try {
    const config = parseConfig(await apiRequest<unknown>('GET', '/api/region/config'));
    if (!config) return cachedRegionConfig();
    try {
      localStorage.setItem(CONFIG_KEY, JSON.stringify(config));
    } catch {
      // Not remembered; this visit still has it.
    }
    return config;
  } catch {
    return cachedRegionConfig();
  }
}

/** The same page on the other country's regional domain (keeps the port, for local set-ups). */
export function urlOnRegionalDomain(location: Pick<Location, 'protocol' | 'port' | 'pathname' | 'search' | 'hash'>, domain: string): string {
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${domain}${port}${location.pathname}${location.search}${location.hash}`;
}
