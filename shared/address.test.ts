import { describe, expect, it } from 'vitest';
import { addressCountrySchema, ISO_COUNTRY_CODE } from './address';
import { savedAddressInputSchema } from './auth/saved-address.schema';
import { checkShippingCountry } from './checkout/address';

describe('the one address country', () => {
  it('is the shop’s US or UK, refused otherwise with the form’s message', () => {
    expect(addressCountrySchema.parse('UK')).toBe('UK');
    expect(addressCountrySchema.safeParse('GB').error?.issues[0]?.message).toBe('Choose the United States or the United Kingdom');
    expect(savedAddressInputSchema.safeParse({ fullName: 'Ann Lee', addressLine1: '1 High St', city: 'London', postalCode: 'SW1A 1AA', country: 'GB' }).success).toBe(false);
  });

  it('becomes the ISO code in the payment provider’s address, which the currency check accepts', () => {
    expect(ISO_COUNTRY_CODE).toEqual({ US: 'US', UK: 'GB' });
    expect(checkShippingCountry('GBP', { countryCode: ISO_COUNTRY_CODE.UK })).toBeNull();
    expect(checkShippingCountry('USD', { countryCode: ISO_COUNTRY_CODE.US })).toBeNull();
    expect(checkShippingCountry('USD', { countryCode: ISO_COUNTRY_CODE.UK })).not.toBeNull();
  });
});
