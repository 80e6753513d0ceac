import { describe, expect, it } from 'vitest';
import { COUNTRY_RULES, shownCountry } from './shown-country';

const stored = (country: string | null, source: string | null = null) => ({ country, source });

describe('the country a browser shows', () => {
  it('is the stored country, else the default', () => {
    expect(shownCountry(stored('UK', 'manual'), null, COUNTRY_RULES)).toEqual({ country: 'UK', byDomain: false });
    expect(shownCountry(stored('UK', 'domain'), null, COUNTRY_RULES)).toEqual({ country: 'UK', byDomain: false });
    expect(shownCountry(stored(null), null, COUNTRY_RULES)).toEqual({ country: 'US', byDomain: false });
  });

  it("is the default when the stored value is not one of the shop's countries", () => {
    expect(shownCountry(stored('DE', 'manual'), null, COUNTRY_RULES)).toEqual({ country: 'US', byDomain: false });
    expect(shownCountry(stored('uk'), null, COUNTRY_RULES)).toEqual({ country: 'US', byDomain: false });
  });

  it("is the regional domain's unless the shopper chose one by hand", () => {
    expect(shownCountry(stored(null), 'UK', COUNTRY_RULES)).toEqual({ country: 'UK', byDomain: true });
    expect(shownCountry(stored('US', 'domain'), 'UK', COUNTRY_RULES)).toEqual({ country: 'UK', byDomain: true });
    expect(shownCountry(stored('US', 'default'), 'UK', COUNTRY_RULES)).toEqual({ country: 'UK', byDomain: true });
    expect(shownCountry(stored('US', 'manual'), 'UK', COUNTRY_RULES)).toEqual({ country: 'US', byDomain: false });
  });

  it("lets a hand choice outrank the domain only when it names one of the shop's countries", () => {
    expect(shownCountry(stored('DE', 'manual'), 'UK', COUNTRY_RULES)).toEqual({ country: 'UK', byDomain: true });
  });

  it("follows the rules it is given, not the module's own (the inline script passes them)", () => {
    expect(shownCountry(stored('UK'), null, { countries: ['US'], defaultCountry: 'US' })).toEqual({ country: 'US', byDomain: false });
  });
});
