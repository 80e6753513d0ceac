import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../texts';
import { checkShippingCountry, normaliseCountryCode } from './address';
import { taxRateFor } from './tax';

describe('shipping country', () => {
  it('maps the names a provider or shopper sends to ISO codes', () => {
    for (const name of ['United Kingdom', 'UK', 'GB', 'gb', ' united kingdom ']) expect(normaliseCountryCode(name)).toBe('GB');
    for (const name of ['United States', 'USA', 'US', 'U.S.A.', 'us']) expect(normaliseCountryCode(name)).toBe('US');
    expect(normaliseCountryCode('France')).toBe('FRANCE');
  });

  it('lets a USD order ship only to the US and a GBP order only to the UK, with the spec messages', () => {
    expect(checkShippingCountry('USD', { countryCode: 'United States' })).toBeNull();
    expect(checkShippingCountry('GBP', { countryCode: 'UK' })).toBeNull();
    expect(checkShippingCountry('USD', { countryCode: 'GB' })).toEqual({ title: 'Invalid Shipping Address', message: VALIDATION.usdAddress });
    expect(checkShippingCountry('GBP', { countryCode: 'US' })).toEqual({ title: 'Invalid Shipping Address', message: 'GBP orders can only be shipped to United Kingdom addresses.' });
    expect(checkShippingCountry('GBP', { countryCode: 'FR' })?.message).toBe(VALIDATION.gbpAddress);
  });
});

describe('US sales tax rate for an address', () => {
  const rows = [
    { state: 'NY', zipPrefix: null, rateBps: 400 },
    { state: 'NY', zipPrefix: '100', rateBps: 888 },
    { state: 'NY', zipPrefix: '1000', rateBps: 900 },
    { state: 'CA', zipPrefix: null, rateBps: 725 },
  ];

  it('uses the state rate, overridden by the longest matching ZIP prefix', () => {
    expect(taxRateFor(rows, { countryCode: 'US', adminArea1: 'NY', postalCode: '14201' })).toBe(400);
    expect(taxRateFor(rows, { countryCode: 'US', adminArea1: 'NY', postalCode: '10012' })).toBe(888);
    expect(taxRateFor(rows, { countryCode: 'US', adminArea1: 'ny', postalCode: '10001' })).toBe(900);
    expect(taxRateFor(rows, { countryCode: 'USA', adminArea1: 'CA', postalCode: '10001' })).toBe(725);
  });

  it('charges nothing in a state without a rate', () => {
    expect(taxRateFor(rows, { countryCode: 'US', adminArea1: 'OR', postalCode: '97201' })).toBe(0);
  });

  it('is asked only for a US address with a postal code', () => {
    expect(taxRateFor(rows, { countryCode: 'US', adminArea1: 'NY', postalCode: null })).toBeNull();
    expect(taxRateFor(rows, { countryCode: 'US', adminArea1: 'NY', postalCode: ' ' })).toBeNull();
    expect(taxRateFor(rows, { countryCode: 'GB', adminArea1: null, postalCode: 'SW1A 1AA' })).toBeNull();
    expect(taxRateFor(rows, null)).toBeNull();
  });
});
