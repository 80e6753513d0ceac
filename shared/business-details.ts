import * as z from 'zod';
import { multilineText, text } from './text.schema';

// The shop's business details as printed on packing slips and invoices (issue 25, docs/decisions/099):
// per country a trading name and a postal address; for the UK its VAT registration number.

export const BUSINESS_DETAILS_TEXTS = {
  tradingNameRequired: 'Enter the trading name',
  addressRequired: 'Enter the postal address',
  addressTooLong: 'Keep the address to 6 lines of at most 80 characters',
  vatNumberShape: 'A UK VAT number is GB and 9 or 12 digits (GB123456789), or leave it empty',
} as const;

/** A GB VAT registration number: GB then 9 digits, or 12 (a group or branch). */
const UK_VAT_NUMBER = /^GB(\d{9}|\d{12})$/;

/** "gb 123 4567 89" → "GB123456789": spaces and dots dropped, letters upper case (the form accepts it as written on paper). */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The UK VAT number as HMRC prints it: "GB 123 4567 89" (and "GB 123 4567 89 123" for 12 digits). */
export function vatNumberText(vatNumber: string): string {
  const digits = vatNumber.slice(2);
  return ['GB', digits.slice(0, 3), digits.slice(3, 7), digits.slice(7, 9), digits.slice(9)].filter(Boolean).join(' ');
}

/** A postal address typed on lines, as its non-empty trimmed lines. */
export function postalAddressLines(address: string): string[] {
  return address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const tradingName = z.string(BUSINESS_DETAILS_TEXTS.tradingNameRequired).pipe(text().trim().min(1, BUSINESS_DETAILS_TEXTS.tradingNameRequired).max(120));
const postalAddress = z
  .string(BUSINESS_DETAILS_TEXTS.addressRequired)
  .pipe(multilineText().trim().min(1, BUSINESS_DETAILS_TEXTS.addressRequired).max(500))
  .refine((address) => {
    const lines = postalAddressLines(address);
    return lines.length <= 6 && lines.every((line) => line.length <= 80);
  }, BUSINESS_DETAILS_TEXTS.addressTooLong);
const vatNumber = z
  .string()
  .transform(normalizeVatNumber)
  .pipe(z.string().refine((value) => value === '' || UK_VAT_NUMBER.test(value), BUSINESS_DETAILS_TEXTS.vatNumberShape));

/** The `business_details` setting. */
export const businessDetailsSchema = z.object({
  US: z.object({ tradingName, address: postalAddress }),
  UK: z.object({ tradingName, address: postalAddress, vatNumber }),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;
