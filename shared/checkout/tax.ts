import type { ShippingAddressInput } from './api';
import { normaliseCountryCode } from './address';

/** One tax_rates row: a state's rate, or a local override for ZIP codes starting with the prefix. */
export interface TaxRateRow {
  state: string;
  zipPrefix: string | null;
  rateBps: number;
}

/** Where tax applies: a US address with a postal code (SPEC §5); null otherwise. */
export function taxableUsAddress(address: Pick<ShippingAddressInput, 'countryCode' | 'postalCode' | 'adminArea1'> | null | undefined): { state: string | null; zip: string } | null {
  if (!address || normaliseCountryCode(address.countryCode) !== 'US') return null;
  const zip = (address.postalCode ?? '').replace(/\s+/g, '');
  if (zip === '') return null;
  const state = (address.adminArea1 ?? '').trim().toUpperCase();
  return { state: /^[A-Z]{2}$/.test(state) ? state : null, zip };
}

/**
 * The sales-tax rate for a US address in basis points: the longest ZIP-prefix override that
 * matches, else the state's rate, else 0 (a state without a row collects no tax). Null when tax
 * is not asked for (not a US address with a postal code).
 */
export function taxRateFor(rows: readonly TaxRateRow[], address: Pick<ShippingAddressInput, 'countryCode' | 'postalCode' | 'adminArea1'> | null | undefined): number | null {
  const where = taxableUsAddress(address);
  if (!where) return null;
  const inState = rows.filter((row) => where.state === null || row.state === where.state);
  let override: TaxRateRow | null = null;
  for (const row of inState) {
    if (row.zipPrefix === null || !where.zip.startsWith(row.zipPrefix)) continue;
    if (override === null || row.zipPrefix.length > (override.zipPrefix ?? '').length) override = row;
  }
  if (override) return override.rateBps;
  const stateRow = where.state === null ? undefined : inState.find((row) => row.zipPrefix === null);
  return stateRow?.rateBps ?? 0;
}
