import { describe, expect, it } from 'vitest';
import { deliveryAddressProblem, pickupContactProblem, shippingContactProblem } from './contact';
import { CONTACT_TEXTS } from './checkout-texts';
import { VALIDATION } from '../texts';

const US = { fullName: 'Sam Shopper', addressLine1: '2270 Broadway', adminArea2: 'New York', adminArea1: 'NY', postalCode: '10024', countryCode: 'US' };
const UK = { fullName: 'Alex Shopper', addressLine1: '1 High Street', adminArea2: 'London', postalCode: 'SW1A 1AA', countryCode: 'United Kingdom' };

describe('shippingContactProblem', () => {
  it('accepts an email and a full address in the currency’s country (a UK county is optional)', () => {
    expect(shippingContactProblem('USD', { email: 'a@example.com', shippingAddress: US })).toBeNull();
    expect(shippingContactProblem('GBP', { email: 'a@example.com', shippingAddress: UK })).toBeNull();
  });

  it('names the first missing field, email first', () => {
    expect(shippingContactProblem('USD', { email: '', shippingAddress: undefined })).toEqual({ field: 'email', message: CONTACT_TEXTS.emailRequired });
    expect(shippingContactProblem('USD', { email: 'nope', shippingAddress: US })).toEqual({ field: 'email', message: CONTACT_TEXTS.emailInvalid });
    expect(shippingContactProblem('USD', { email: 'a@example.com', shippingAddress: undefined })).toEqual({ field: 'fullName', message: CONTACT_TEXTS.fullNameRequired });
  });

  it.each([
    ['fullName', { fullName: ' ' }, CONTACT_TEXTS.fullNameRequired],
    ['addressLine1', { addressLine1: '' }, CONTACT_TEXTS.addressLine1Required],
    ['city', { adminArea2: '' }, CONTACT_TEXTS.cityRequired.US],
    ['region', { adminArea1: null }, CONTACT_TEXTS.stateRequired],
    ['postalCode', { postalCode: '' }, CONTACT_TEXTS.postalCodeRequired.US],
  ])('a US address without %s is not deliverable', (field, change, message) => {
    expect(deliveryAddressProblem('USD', { ...US, ...change })).toEqual({ field, message });
  });

  it('uses the UK’s words for the town and postcode, and refuses an address in the wrong country', () => {
    expect(deliveryAddressProblem('GBP', { ...UK, postalCode: '' })).toEqual({ field: 'postalCode', message: CONTACT_TEXTS.postalCodeRequired.GB });
    expect(deliveryAddressProblem('GBP', { ...UK, adminArea2: '' })).toEqual({ field: 'city', message: CONTACT_TEXTS.cityRequired.GB });
    expect(deliveryAddressProblem('USD', UK)).toEqual({ field: 'countryCode', message: VALIDATION.usdAddress });
  });
});

describe('pickupContactProblem', () => {
  it('needs a name, an email and a reachable phone number', () => {
    expect(pickupContactProblem({ contactName: 'Sam', email: 'a@example.com', phone: '+1 (408) 555-0100' })).toBeNull();
    expect(pickupContactProblem({ email: 'a@example.com', phone: '4085550100' })).toEqual({ field: 'contactName', message: CONTACT_TEXTS.contactNameRequired });
    expect(pickupContactProblem({ contactName: 'Sam', phone: '4085550100' })).toEqual({ field: 'email', message: CONTACT_TEXTS.emailRequired });
    expect(pickupContactProblem({ contactName: 'Sam', email: 'a@example.com', phone: '555' })).toEqual({ field: 'phone', message: CONTACT_TEXTS.phoneRequired });
  });
});
