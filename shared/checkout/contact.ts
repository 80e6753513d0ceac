import { isEmailAddress } from '../auth/auth-schemas';
import type { CurrencyCode } from '../money';
import type { ShippingAddressInput } from './api';
import { checkShippingCountry, SHIPPING_COUNTRY_BY_CURRENCY } from './address';
import { CONTACT_TEXTS } from './checkout-texts';

/** The checkout form's fields a missing detail can be named by. */
export type ContactField = 'email' | 'fullName' | 'addressLine1' | 'city' | 'region' | 'postalCode' | 'countryCode' | 'contactName' | 'phone';

/** The first detail missing, the field it belongs to, and the message naming it. */
export interface ContactProblem {
  field: ContactField;
  message: string;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** Null when `email` is a usable address; else what is wrong with it. */
export function emailProblem(email: string | null | undefined): ContactProblem | null {
  if (blank(email)) return { field: 'email', message: CONTACT_TEXTS.emailRequired };
  return isEmailAddress(email!) ? null : { field: 'email', message: CONTACT_TEXTS.emailInvalid };
}

/**
 * Null when a parcel can be delivered to `address` for an order in `currency`: a recipient, a
 * street, a town, a postal code and (in the US) a state, in the currency's country. Else the first
 * thing missing, in the order the form asks for them.
 */
export function deliveryAddressProblem(currency: CurrencyCode, address: ShippingAddressInput | null | undefined): ContactProblem | null {
  const country = SHIPPING_COUNTRY_BY_CURRENCY[currency] as 'US' | 'GB';
  if (address) {
    const wrongCountry = checkShippingCountry(currency, address);
    if (wrongCountry) return { field: 'countryCode', message: wrongCountry.message };
  }
  if (blank(address?.fullName)) return { field: 'fullName', message: CONTACT_TEXTS.fullNameRequired };
  if (blank(address?.addressLine1)) return { field: 'addressLine1', message: CONTACT_TEXTS.addressLine1Required };
  if (blank(address?.adminArea2)) return { field: 'city', message: CONTACT_TEXTS.cityRequired[country] };
  if (country === 'US' && blank(address?.adminArea1)) return { field: 'region', message: CONTACT_TEXTS.stateRequired };
  if (blank(address?.postalCode)) return { field: 'postalCode', message: CONTACT_TEXTS.postalCodeRequired[country] };
  return null;
}

/** What a shipping order needs before it is paid: a contact email and a deliverable address. */
export function shippingContactProblem(currency: CurrencyCode, details: { email?: string | null | undefined; shippingAddress?: ShippingAddressInput | null | undefined }): ContactProblem | null {
  return emailProblem(details.email) ?? deliveryAddressProblem(currency, details.shippingAddress);
}

/** What a pickup order needs instead of an address: the collector's name, an email and a phone. */
export function pickupContactProblem(details: { contactName?: string | null | undefined; email?: string | null | undefined; phone?: string | null | undefined }): ContactProblem | null {
  if (blank(details.contactName)) return { field: 'contactName', message: CONTACT_TEXTS.contactNameRequired };
  const email = emailProblem(details.email);
  if (email) return email;
  // A reachable number: 7 to 15 digits (E.164's longest), spaces and punctuation aside.
  const digits = (details.phone ?? '').replace(/\D/g, '').length;
  if (digits < 7 || digits > 15) return { field: 'phone', message: CONTACT_TEXTS.phoneRequired };
  return null;
}

/** The request field a problem is reported under (`error.fields`): address parts under shippingAddress. */
export function requestFieldOf(field: ContactField): 'email' | 'shippingAddress' | 'contactName' | 'phone' {
  return field === 'email' || field === 'contactName' || field === 'phone' ? field : 'shippingAddress';
}
