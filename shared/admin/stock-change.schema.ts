import * as z from 'zod';
import { text } from '../text.schema';

/** The most units one stock row may hold: a typo guard (a count of 1e9 is a slip of the keyboard). */
export const MAX_STOCK = 1_000_000;
/** Import guards: the file's bytes and its data rows. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

/** The words of every stock screen (inventory, pickup products): counts, reasons and CSV imports. */
export const STOCK_TEXTS = {
  reasonRequired: 'Say why the stock changes',
  unknownRow: 'No such product or size (it may have been deleted)',
  importReason: 'CSV import',
  negative: 'Stock cannot be negative',
  wholeUnits: 'Enter a whole number of units',
  tooMany: `At most ${MAX_STOCK.toLocaleString('en-US')} units`,
  zeroDelta: 'Enter a change other than 0',
  belowZero: (available: number) => `Only ${available} in stock: the count cannot go below 0`,
  unknownProduct: 'Unknown product',
  unknownVariant: 'Unknown size for this product',
  needsVariant: 'This product has sizes: give the size (variant_id)',
  badNumber: (column: string, value: string) => `${column} is not a whole number: "${value}"`,
  negativeCell: (column: string) => `${column} cannot be negative`,
  duplicateRow: (line: number) => `Duplicate of line ${line}`,
  emptyFile: 'The file has no rows',
  missingColumns: (columns: readonly string[]) => `The file needs the columns ${columns.join(', ')}`,
  tooManyRows: `At most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows per file`,
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB`,
  unreadable: 'The file is not a CSV the shop can read',
  chooseFile: 'Choose a CSV file to import',
  sendAsFile: 'Send the CSV as a file (multipart/form-data) or as text/csv',
  importRefused: (errors: number) => `${errors} ${errors === 1 ? 'row has an error' : 'rows have errors'}; nothing was imported`,
} as const;

/** Why a count changes: required on every stock write and kept in the audit log. */
export const stockReasonSchema = text().trim().min(1, STOCK_TEXTS.reasonRequired).max(500, 'A reason is at most 500 characters');

/** An absolute count: whole, 0 … MAX_STOCK. */
export const stockCountSchema = z.number(STOCK_TEXTS.wholeUnits).int(STOCK_TEXTS.wholeUnits).min(0, STOCK_TEXTS.negative).max(MAX_STOCK, STOCK_TEXTS.tooMany);

/** A change in units: whole, not 0, at most MAX_STOCK either way. */
export const stockDeltaSchema = z
  .number(STOCK_TEXTS.wholeUnits)
  .int(STOCK_TEXTS.wholeUnits)
  .min(-MAX_STOCK, STOCK_TEXTS.tooMany)
  .max(MAX_STOCK, STOCK_TEXTS.tooMany)
  .refine((delta) => delta !== 0, STOCK_TEXTS.zeroDelta);

/** POST …/import?dryRun=true|false (a dry run unless said otherwise). */
export const importQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).default('true') });

/** The totals of an import report, whatever the screen. */
export interface ImportSummary {
  updated: number;
  unchanged: number;
  errors: number;
}

/** What every CSV import answers: the rows' outcomes and whether they were written. */
export interface CsvImportReport<Row> {
  dryRun: boolean;
  /** True when the rows were written (a real import without errors). */
  applied: boolean;
  summary: ImportSummary;
  rows: Row[];
}
