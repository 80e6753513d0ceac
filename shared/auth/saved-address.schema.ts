import * as z from 'zod';
import { addressCountrySchema, type AddressCountry } from '../address';
import { text } from '../text.schema';
import { fullNameSchema } from './auth-schemas';

/** How many addresses one shopper's address book holds. */
export const MAX_SAVED_ADDRESSES = 20;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

const US_ZIP = /^\d{5}(-\d{4})?$/;
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;

/** A saved address as the shopper enters it on /profile (US or UK), validated the same on both sides. */
export const savedAddressInputSchema = z
  .object({
    label: optionalText(50),
    fullName: fullNameSchema,
    addressLine1: text().trim().min(1, 'Enter the street address').max(200),
    addressLine2: optionalText(200),
    city: text().trim().min(1, 'Enter the town or city').max(100),
    region: optionalText(100),
    postalCode: text().trim().min(1, 'Enter the postal code').max(12),
    country: addressCountrySchema,
    phone: optionalText(30),
    isDefault: z.boolean().optional().default(false),
  })
  .superRefine((address, ctx) => {
    if (address.country === 'US') {
      if (!US_ZIP.test(address.postalCode)) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Enter a valid ZIP code' });
      if (!address.region) ctx.addIssue({ code: 'custom', path: ['region'], message: 'Enter the state' });
    } else if (!UK_POSTCODE.test(address.postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'Enter a valid postcode' });
    }
  });
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;
export type SavedAddressData = z.output<typeof savedAddressInputSchema>;

/** A saved address as the API answers it. */
export interface SavedAddress {
  id: string;
  label: string | null;
  fullName: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  country: AddressCountry;
  phone: string | null;
  isDefault: boolean;
}
