import { parse } from 'csv-parse/sync';
import { TAX_CSV_COLUMNS, TAX_TEXTS, taxRateInputSchema, type AdminTaxRate, type TaxRateInput } from '../../../shared/admin/tax-rate.schema';
import { AppError } from '../../../shared/errors';
import { csvCellValue } from '../../platform/list';

export const MAX_TAX_IMPORT_ROWS = 5_000;

/** One line of the file, checked. */
export interface TaxImportLine {
  line: number;
  input: TaxRateInput;
}

export const taxKey = (state: string, zipPrefix: string | null) => `${state}/${zipPrefix ?? ''}`;

/** Reads and checks a tax-rates CSV (as exported): the rows, or every line's error. A file that is not a CSV of these columns is a 400 on `csv`. */
export function readTaxImport(text: string): { lines: TaxImportLine[]; errors: Array<{ line: number; message: string }> } {
  const refuse = (message: string): never => {
    throw new AppError('INVALID_DATA', message, { csv: message });
  };
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      bom: true,
      trim: true,
      skip_empty_lines: true,
      info: true,
      to: MAX_TAX_IMPORT_ROWS + 1,
    });
  } catch {
    return refuse('This file could not be read as CSV');
  }
  if (records.length === 0) refuse('The file has no rows');
  if (records.length > MAX_TAX_IMPORT_ROWS) refuse(`A file has at most ${MAX_TAX_IMPORT_ROWS} rows`);
  if (TAX_CSV_COLUMNS.some((column) => !(column in records[0]!.record))) refuse(TAX_TEXTS.csvHeader);

  const lines: TaxImportLine[] = [];
  const errors: Array<{ line: number; message: string }> = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, info } of records) {
    const cell = (name: string) => csvCellValue(record[name] ?? '');
    const active = cell('active').toLowerCase();
    if (active !== 'true' && active !== 'false') {
      errors.push({ line: info.lines, message: TAX_TEXTS.csvActive });
      continue;
    }
    const rate = cell('rate_bps');
    const parsed = taxRateInputSchema.safeParse({
      state: cell('state'),
      zipPrefix: cell('zip_prefix'),
      rateBps: /^-?\d+$/.test(rate) ? Number(rate) : rate,
      isActive: active === 'true',
    });
    if (!parsed.success) {
      errors.push({ line: info.lines, message: parsed.error.issues.map((issue) => issue.message).join('; ') });
      continue;
    }
    const key = taxKey(parsed.data.state, parsed.data.zipPrefix);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      errors.push({ line: info.lines, message: TAX_TEXTS.csvDuplicate(first) });
      continue;
    }
    firstLineOf.set(key, info.lines);
    lines.push({ line: info.lines, input: parsed.data });
  }
  return { lines, errors };
}

export type TaxImportPlan = Array<{ kind: 'create'; input: TaxRateInput } | { kind: 'update'; input: TaxRateInput; existing: AdminTaxRate }>;

/** What importing the lines changes against the rows there are now (rows the file leaves out stay as they are). */
export function planTaxImport(lines: readonly TaxImportLine[], existing: readonly AdminTaxRate[]): { plan: TaxImportPlan; unchanged: number } {
  const byKey = new Map(existing.map((row) => [taxKey(row.state, row.zipPrefix), row]));
  const plan: TaxImportPlan = [];
  let unchanged = 0;
  for (const { input } of lines) {
    const row = byKey.get(taxKey(input.state, input.zipPrefix));
    if (!row) plan.push({ kind: 'create', input });
    else if (row.rateBps === input.rateBps && row.isActive === input.isActive && row.deletedAt === null) unchanged += 1;
    else plan.push({ kind: 'update', input, existing: row });
  }
  return { plan, unchanged };
}
