import * as z from 'zod';
import { listQuerySchema } from './list-query';
import { activeDeletedFilters } from './fields';

/** The 50 states and DC: the places a US sales-tax row can name. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO',
  'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

export const TAX_TEXTS = {
  state: 'Choose one of the 50 states or DC',
  zipPrefix: 'A ZIP prefix is 1–5 digits, or empty for the whole state',
  rate: 'Enter the rate in whole basis points from 0 to 2,000 (7.25% is 725)',
  taken: 'This state already has a rate for this ZIP prefix',
  csvHeader: 'The file must have the columns state, zip_prefix, rate_bps, active',
  csvActive: 'active must be true or false',
  csvDuplicate: (line: number) => `The same state and ZIP prefix is already on line ${line}`,
} as const;

const stateField = z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(US_STATES, TAX_TEXTS.state));
const zipPrefixField = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value),
  z.string().regex(/^[0-9]{1,5}$/, TAX_TEXTS.zipPrefix).nullable(),
);
const rateField = z.number(TAX_TEXTS.rate).int(TAX_TEXTS.rate).min(0, TAX_TEXTS.rate).max(2000, TAX_TEXTS.rate);

/** A state's sales-tax rate, or a local override for ZIP codes starting with the prefix. */
export const taxRateInputSchema = z.object({
  state: stateField,
  zipPrefix: zipPrefixField.default(null),
  rateBps: rateField,
  isActive: z.boolean().default(true),
});
export type TaxRateInput = z.infer<typeof taxRateInputSchema>;

export const taxRateUpdateSchema = taxRateInputSchema.extend({ version: z.string().min(1) });

/** Tax rates list: search by state or ZIP prefix, filter by state, active and deleted. */
export const taxRateListQuerySchema = listQuerySchema({ ...activeDeletedFilters, state: z.enum(US_STATES).optional() });
export type TaxRateListQuery = z.infer<typeof taxRateListQuerySchema>;
export const TAX_RATE_SORTS = ['state', 'zipPrefix', 'rateBps', 'updatedAt'] as const;

/** The columns of the tax-rates CSV, export and import alike. */
export const TAX_CSV_COLUMNS = ['state', 'zip_prefix', 'rate_bps', 'active'] as const;

/** POST /api/admin/tax-rates/import: the CSV text; `dryRun` checks and counts without writing. */
export const taxImportSchema = z.object({
  csv: z.string().min(1, 'Choose a CSV file').max(1_000_000, 'The file is too large (1 MB at most)'),
  dryRun: z.boolean().default(true),
});
export type TaxImportInput = z.infer<typeof taxImportSchema>;

/** What an import did (or, on a dry run, would do). Any row error means nothing was written. */
export interface TaxImportResult {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  errors: Array<{ line: number; message: string }>;
}

export interface AdminTaxRate {
  id: string;
  state: string;
  zipPrefix: string | null;
  rateBps: number;
  isActive: boolean;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}

/** A rate in basis points as a percentage: 725 → "7.25%". */
export function percentFromBps(bps: number): string {
  return `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}
