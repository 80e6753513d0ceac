import type { Country } from '../../../shared/money';

/** SPEC §9: each IP look-up is abandoned after 3.5 seconds. */
export const IP_LOOKUP_TIMEOUT_MS = 3500;

async function lookUp(url: string, timeoutMs: number): Promise<string> {
  // eslint-disable-next-line no-restricted-globals -- a third-party IP look-up, not the shop's API: no envelope, no cookies (docs/decisions/059)
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' }, credentials: 'omit' });
  if (!response.ok) throw new Error(`IP look-up answered ${response.status}`);
  const body = (await response.json()) as { country_code?: unknown };
  if (typeof body.country_code !== 'string' || !body.country_code) throw new Error('IP look-up gave no country_code');
  return body.country_code;
}

/**
 * The visitor's country by IP (SPEC §4): the first service, then the second if the first fails or
 * times out; GB is the UK, anything else the US; null when both fail.
 */
export async function detectCountryByIp(urls: readonly string[], timeoutMs = IP_LOOKUP_TIMEOUT_MS): Promise<Country | null> {
  for (const url of urls.slice(0, 2)) {
    try {
      const code = await lookUp(url, timeoutMs);
      return code.toUpperCase() === 'GB' ? 'UK' : 'US';
    } catch {
      // Try the fallback; after it, give up quietly.
    }
  }
  return null;
}
