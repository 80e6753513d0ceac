import type { Country } from '../money';

// The shopper's country lives in the browser's storage (client/lib/region/country-store.ts); a
// cookie mirrors it so the server renders a returning shopper's first screen in their currency
// (docs/decisions/017-server-rendered-first-screen.md).

/** Where the browser keeps the chosen country. */
export const COUNTRY_STORAGE_KEY = 'toy-shop:country';

/** Where the browser keeps how it was chosen: 'manual' (the footer picker) outranks a regional domain. */
export const COUNTRY_SOURCE_STORAGE_KEY = 'toy-shop:country-source';

/** The cookie that mirrors it. */
export const COUNTRY_COOKIE = 'toy-shop-country';

/** The shop's country when nothing has been chosen, in the browser and on the server. */
export const DEFAULT_COUNTRY: Country = 'US';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The country a stored or cookie value names; anything else is no choice. */
export function parseCountry(value: string | null | undefined): Country | null {
  return value === 'US' || value === 'UK' ? value : null;
}

/** The country the cookie in a Cookie header names, or null when there is none (or it is not ours). */
export function countryFromCookieHeader(header: string | null | undefined): Country | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === COUNTRY_COOKIE) return parseCountry(pair.slice(at + 1).trim());
  }
  return null;
}

/** The `document.cookie` assignment that mirrors a chosen country, or clears the cookie (null). */
export function countryCookieAssignment(country: Country | null): string {
  return country
    ? `${COUNTRY_COOKIE}=${country}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
    : `${COUNTRY_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
