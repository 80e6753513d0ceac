import type { Country } from '../money';
import type { CountryRules, StoredCountryChoice, shownCountry } from '../region/shown-country';
import type { FirstScreenEarlyInput } from './first-screen';

// What the page runs inline, first in the head, before the first paint and before the app's entry
// (server/first-screen/first-screen-html.ts inlines their source text, docs/decisions/064). Each is
// self-contained: it uses only its arguments and the browser's globals, no import, and declares no
// named function or function-valued variable inside (the dev server's transform would wrap those in a
// helper the page does not have).

/** What the pre-paint country check compares, and where it looks. */
export interface FirstScreenCountryCheck {
  /** The country the markup's prices are in. */
  rendered: Country;
  /** Whether that is the regional domain's (the request carried no country cookie). */
  fromRegionalDomain: boolean;
  /** Where the browser keeps the chosen country and how it was chosen (shared/region/country-cookie.ts). */
  countryKey: string;
  sourceKey: string;
  /** Set on <html> when the browser's country will be another: the markup stays hidden. */
  staleAttribute: string;
  rules: CountryRules;
}

/**
 * Marks the server's markup stale when the browser will show another country than its prices are
 * in (a choice the cookie did not carry): it stays hidden and the client renders the page anew, so
 * no price changes currency on load (docs/decisions/017). `shown` is the client's own rule.
 */
export function markStaleFirstScreen(check: FirstScreenCountryCheck, shown: typeof shownCountry): void {
  const stored: StoredCountryChoice = { country: null, source: null };
  try {
    stored.country = localStorage.getItem(check.countryKey);
    stored.source = localStorage.getItem(check.sourceKey);
  } catch {
    // Storage can be unavailable (private modes): nothing was stored.
  }
  if (shown(stored, check.fromRegionalDomain ? check.rendered : null, check.rules).country !== check.rendered) {
    document.documentElement.setAttribute(check.staleAttribute, '');
  }
}

/**
 * Holds clicks (links excepted) and form submissions on the server's markup under
 * `window[property]` until React has hydrated it and replays them (client/lib/early-input.ts),
 * instead of losing them or sending a form as a plain GET. A click on a checkbox or radio (or its
 * label) changes it at once, as the shopper expects; React is told of the change instead, so it is
 * not held.
 */
export function holdEarlyInput(property: string): void {
  const held: FirstScreenEarlyInput = { events: [], live: false };
  (window as unknown as Record<string, FirstScreenEarlyInput>)[property] = held;
  ['click', 'submit'].forEach((type) => {
    document.addEventListener(type, (event) => {
      const target = event.target;
      if (held.live || !(target instanceof Element) || !target.closest('#root')) return;
      if (event.type === 'click' && target.closest('a[href]')) return;
      let control = event.type === 'click' ? target.closest('input,label') : null;
      if (control && control.tagName === 'LABEL') control = (control as HTMLLabelElement).control;
      event.stopPropagation();
      const kind = control ? (control as HTMLInputElement).type : '';
      if (kind === 'checkbox' || kind === 'radio') return;
      event.preventDefault();
      held.events.push({ type: event.type as 'click' | 'submit', target });
    }, true);
  });
}
