import { COUNTRIES, type Country } from '../money';
import { DEFAULT_COUNTRY } from './country-cookie';

/** What a browser has stored of the shopper's country (client/lib/region/country-store.ts), as read. */
export interface StoredCountryChoice {
  country: string | null;
  /** How it was chosen: 'manual' (the footer picker), 'domain' or nothing. */
  source: string | null;
}

/** The shop's countries and the one shown when nothing else decides. */
export interface CountryRules {
  countries: readonly Country[];
  defaultCountry: Country;
}

export const COUNTRY_RULES: CountryRules = { countries: COUNTRIES, defaultCountry: DEFAULT_COUNTRY };

/** The country a browser shows, and whether the page's regional domain decided it. */
export interface ShownCountry {
  country: Country;
  byDomain: boolean;
}

/**
 * The country a browser shows (docs/decisions/013, 017): on a regional domain the domain's, unless
 * the shopper chose one of the shop's countries by hand; else the stored one (if it is one of them);
 * else the default.
 *
 * Self-contained (it uses only its arguments): the first screen's inline script runs its source
 * text before the first paint (server/first-screen/first-screen-scripts.ts, docs/decisions/064).
 */
export function shownCountry(stored: StoredCountryChoice, domainCountry: Country | null, rules: CountryRules): ShownCountry {
  const known = rules.countries.indexOf(stored.country as Country) !== -1;
  if (domainCountry && !(known && stored.source === 'manual')) return { country: domainCountry, byDomain: true };
  return { country: known ? (stored.country as Country) : rules.defaultCountry, byDomain: false };
}
