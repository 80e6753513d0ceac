import { useSyncExternalStore } from 'react';
import { CURRENCY_BY_COUNTRY, type Country, type CurrencyCode } from '../../../shared/money';

/** How the country was chosen (SPEC §3 browser preferences). */
export type CountrySource = 'domain' | 'manual' | 'default';

export interface CountryState {
  country: Country;
  currency: CurrencyCode;
  source: CountrySource;
}

const COUNTRY_KEY = 'toy-shop:country';
const SOURCE_KEY = 'toy-shop:country-source';

function read(): CountryState {
  let country: Country = 'US';
  let source: CountrySource = 'default';
  try {
    const stored = localStorage.getItem(COUNTRY_KEY);
    if (stored === 'US' || stored === 'UK') {
      country = stored;
      const storedSource = localStorage.getItem(SOURCE_KEY);
      source = storedSource === 'domain' || storedSource === 'manual' ? storedSource : 'default';
    }
  } catch {
    // Storage can be unavailable (private modes); the default country stands.
  }
  return { country, currency: CURRENCY_BY_COUNTRY[country], source };
}

let state: CountryState = typeof window === 'undefined' ? { country: 'US', currency: 'USD', source: 'default' } : read();
const listeners = new Set<() => void>();

/** Sets the shop's country; every price and the currency follow it. */
export function setCountry(country: Country, source: Exclude<CountrySource, 'default'>): void {
  try {
    localStorage.setItem(COUNTRY_KEY, country);
    localStorage.setItem(SOURCE_KEY, source);
  } catch {
    // Not persisted, but the session still switches.
  }
  state = { country, currency: CURRENCY_BY_COUNTRY[country], source };
  for (const listener of listeners) listener();
}

export function currentCountry(): CountryState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * On a regional domain the domain decides the country (source 'domain'), unless the shopper chose a
 * country by hand on this host: an explicit choice outranks the address (docs/decisions/013).
 */
export function applyRegionalDomainCountry(domainCountry: Country | null): void {
  if (!domainCountry || state.source === 'manual') return;
  if (state.country !== domainCountry || state.source !== 'domain') setCountry(domainCountry, 'domain');
}

/** The shop's country, currency and how they were chosen. */
export function useCountry(): CountryState {
  return useSyncExternalStore(subscribe, currentCountry, currentCountry);
}
