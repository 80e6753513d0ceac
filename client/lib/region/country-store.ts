import { useSyncExternalStore } from 'react';
import { CURRENCY_BY_COUNTRY, type Country, type CurrencyCode } from '../../../shared/money';
import {
  COUNTRY_SOURCE_STORAGE_KEY, COUNTRY_STORAGE_KEY, DEFAULT_COUNTRY, countryCookieAssignment, countryFromCookieHeader, parseCountry,
} from '../../../shared/region/country-cookie';
import { COUNTRY_RULES, shownCountry } from '../../../shared/region/shown-country';

/** How the country was chosen (SPEC §3 browser preferences). */
export type CountrySource = 'domain' | 'manual' | 'default';

export interface CountryState {
  country: Country;
  currency: CurrencyCode;
  source: CountrySource;
}

const stateFor = (country: Country, source: CountrySource): CountryState => ({ country, currency: CURRENCY_BY_COUNTRY[country], source });

/** The country stored in this browser, if one was chosen. */
function readStored(): { country: Country; source: CountrySource } | null {
  try {
    const country = parseCountry(localStorage.getItem(COUNTRY_STORAGE_KEY));
    if (!country) return null;
    const storedSource = localStorage.getItem(COUNTRY_SOURCE_STORAGE_KEY);
    return { country, source: storedSource === 'domain' || storedSource === 'manual' ? storedSource : 'default' };
  } catch {
    // Storage can be unavailable (private modes); the default country stands.
    return null;
  }
}

// The server renders a page's first screen in the cookie's country (docs/decisions/017); keep the
// cookie equal to the stored choice, and absent without one.
function mirrorToCookie(country: Country | null): void {
  try {
    if (countryFromCookieHeader(document.cookie) !== country) document.cookie = countryCookieAssignment(country);
  } catch {
    // Cookies can be blocked; the server then renders the default country and the page says so.
  }
}

function initialState(): CountryState {
  if (typeof window === 'undefined') return stateFor(DEFAULT_COUNTRY, 'default');
  const stored = readStored();
  // A choice stored before the cookie existed (or a cookie cleared on its own) is mirrored now.
  mirrorToCookie(stored?.country ?? null);
  return stored ? stateFor(stored.country, stored.source) : stateFor(DEFAULT_COUNTRY, 'default');
}

let state: CountryState = initialState();
// Set only while the server renders a page in a shopper's country (client/entry-server.tsx).
let rendering: CountryState | undefined;
const listeners = new Set<() => void>();

/** Sets the shop's country; every price and the currency follow it. */
export function setCountry(country: Country, source: Exclude<CountrySource, 'default'>): void {
  try {
    localStorage.setItem(COUNTRY_STORAGE_KEY, country);
    localStorage.setItem(COUNTRY_SOURCE_STORAGE_KEY, source);
  } catch {
    // Not persisted, but the session still switches.
  }
  mirrorToCookie(country);
  state = stateFor(country, source);
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
  // The same rule as the first screen's pre-paint check (docs/decisions/064).
  const shown = shownCountry(state, domainCountry, COUNTRY_RULES);
  if (shown.byDomain && (state.country !== shown.country || state.source !== 'domain')) setCountry(shown.country, 'domain');
}

// What the server rendered with. The browser hydrates a page only in the country the markup is in
// (adoptServerRenderedCountry), and must hydrate all of it in that country even when the shopper
// switches while it hydrates: React re-renders in the new one afterwards.
let atLoad = state;
const serverSnapshot = (): CountryState => rendering ?? atLoad;

/**
 * Before the browser hydrates server markup rendered in `rendered` (docs/decisions/017): a country
 * the server took from this host's regional domain becomes this browser's, as the region prompt
 * would make it a moment later, unless the shopper chose one by hand. True when the browser's
 * country is then the markup's, so the markup can be hydrated; false: it must be rendered anew.
 */
export function adoptServerRenderedCountry(rendered: Country, fromRegionalDomain: boolean): boolean {
  if (fromRegionalDomain) applyRegionalDomainCountry(rendered);
  atLoad = state;
  return state.country === rendered;
}

/** The shop's country, currency and how they were chosen. */
export function useCountry(): CountryState {
  return useSyncExternalStore(subscribe, currentCountry, serverSnapshot);
}

/**
 * Runs a server render (synchronous, so no other request's render can interleave) in a shopper's
 * country: the cookie's, or the default (docs/decisions/017).
 */
export function renderingForCountry<T>(country: Country, render: () => T): T {
  const outer = rendering;
  rendering = stateFor(country, 'default');
  try {
    return render();
  } finally {
    rendering = outer;
  }
}
