import * as z from 'zod';
import { COUNTRIES, type Country } from './money';

/** The country of an address a shopper types (address book, checkout): the shop's own code, US or UK. */
export type AddressCountry = Country;

export const addressCountrySchema = z.enum(COUNTRIES, 'Choose the United States or the United Kingdom');

/** The ISO 3166 code the payment provider's address carries: the shop's UK is GB there (SPEC §5). */
export const ISO_COUNTRY_CODE: Readonly<Record<AddressCountry, 'US' | 'GB'>> = { US: 'US', UK: 'GB' };

/** The parts of a postal address every address form asks for, as typed. */
export interface AddressFields {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  country: AddressCountry;
}
