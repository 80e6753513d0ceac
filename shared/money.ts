/** Countries the shop sells in, and the currency each one uses. */
export const COUNTRIES = ['US', 'UK'] as const;
export type Country = (typeof COUNTRIES)[number];
export type CurrencyCode = 'USD' | 'GBP';

export const CURRENCY_BY_COUNTRY: Record<Country, CurrencyCode> = { US: 'USD', UK: 'GBP' };
const LOCALE_BY_CURRENCY: Record<CurrencyCode, string> = { USD: 'en-US', GBP: 'en-GB' };

/** The locale numbers are written in for a country's shoppers: en-US or en-GB. */
export const localeOf = (country: Country): string => LOCALE_BY_CURRENCY[CURRENCY_BY_COUNTRY[country]];

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/** Formats integer minor units for display, e.g. 1999 USD → "$19.99", 1999 GBP → "£19.99". */
export function formatMoney(minorUnits: number, currency: CurrencyCode): string {
  assertMinorUnits(minorUnits);
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_BY_CURRENCY[currency], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(currency, formatter);
  }
  return formatter.format(minorUnits / 100);
}

/** Integer minor units as the decimal string a payment provider wants, e.g. 1999 → "19.99". */
export function toDecimalString(minorUnits: number): string {
  assertMinorUnits(minorUnits);
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses a provider's decimal string ("19.99") back to integer minor units, without floats. */
export function fromDecimalString(value: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not a money amount: "${value}"`);
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}

/** Throws unless the value is a safe integer: money is never a fraction. */
export function assertMinorUnits(value: number): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Money must be integer minor units, got ${value}`);
}
