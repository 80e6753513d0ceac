import type { CurrencyCode } from '../money';
import { VALIDATION } from '../texts';
import type { ShippingAddressInput } from './api';

const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  GB: 'GB',
  UK: 'GB',
  'UNITED KINGDOM': 'GB',
  'GREAT BRITAIN': 'GB',
  US: 'US',
  USA: 'US',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
};

/** An ISO country code from what a provider or shopper sends: "United Kingdom"/"UK"/"GB" → GB, "United States"/"USA"/"US" → US. */
export function normaliseCountryCode(input: string): string {
  const key = input.trim().replace(/\s+/g, ' ').replace(/\./g, '').toUpperCase();
  return COUNTRY_ALIASES[key] ?? key;
}

/** The only ISO country a currency's orders may ship to. */
export const SHIPPING_COUNTRY_BY_CURRENCY: Readonly<Record<CurrencyCode, string>> = { USD: 'US', GBP: 'GB' };

export interface ShippingAddressProblem {
  title: string;
  message: string;
}

/** Null when the address may receive an order in this currency; else the spec's title and message (§5). */
export function checkShippingCountry(currency: CurrencyCode, address: Pick<ShippingAddressInput, 'countryCode'>): ShippingAddressProblem | null {
  if (normaliseCountryCode(address.countryCode) === SHIPPING_COUNTRY_BY_CURRENCY[currency]) return null;
  return {
    title: VALIDATION.invalidShippingAddressTitle,
    message: currency === 'USD' ? VALIDATION.usdAddress : VALIDATION.gbpAddress,
  };
}
