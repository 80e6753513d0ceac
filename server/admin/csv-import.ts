import { parse } from 'csv-parse/sync';
import { AppError } from '../../shared/errors';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, MAX_STOCK, STOCK_TEXTS, type ImportSummary } from '../../shared/admin/stock-change.schema';

// The back-office kit's CSV import pieces (inventory and pickup products use them): read the request's
// file, read its records by column name with their line numbers, read a stock cell, sum up a report.

function refuseFile(message: string): never {
  throw new AppError('INVALID_DATA', message, { file: message });
}

/** The CSV of an import request: a multipart form's `file`, or the body itself (text/csv). */
export async function importedCsvText(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => refuseFile(STOCK_TEXTS.unreadable));
    const file = form.get('file');
    if (!(file instanceof File)) return refuseFile(STOCK_TEXTS.chooseFile);
    if (file.size > MAX_IMPORT_BYTES) refuseFile(STOCK_TEXTS.tooLarge);
    return file.text();
  }
  if (type.startsWith('text/csv') || type.startsWith('text/plain')) return request.text();
  return refuseFile(STOCK_TEXTS.sendAsFile);
}

/** One record of an import file: its cells by lower-cased column name, and the line it ends on. */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

/**
 * Reads an import CSV (any column order and case, BOM, CRLF, blank lines); a file that is too large,
 * unreadable, empty or without the `required` columns is a clear 400 on the `file` field.
 */
export function readCsvRecords(text: string, required: readonly string[]): CsvRecord[] {
  if (Buffer.byteLength(text, 'utf8') > MAX_IMPORT_BYTES) refuseFile(STOCK_TEXTS.tooLarge);
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, { columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), bom: true, trim: true, skip_empty_lines: true, info: true, to: MAX_IMPORT_ROWS + 1 });
  } catch {
    return refuseFile(STOCK_TEXTS.unreadable);
  }
  if (records.length === 0) refuseFile(STOCK_TEXTS.emptyFile);
  if (records.length > MAX_IMPORT_ROWS) refuseFile(STOCK_TEXTS.tooManyRows);
  const missing = required.filter((column) => !(column in records[0]!.record));
  if (missing.length > 0) refuseFile(STOCK_TEXTS.missingColumns(required));
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

/** A stock cell of `column` as a count, or the error that names it. ('' is the caller's to decide.) */
export function readStockCell(column: string, cell: string): number | string {
  if (/^-\d+$/.test(cell)) return STOCK_TEXTS.negativeCell(column);
  if (!/^\d+$/.test(cell)) return STOCK_TEXTS.badNumber(column, cell.slice(0, 40));
  const count = Number(cell);
  if (count > MAX_STOCK) return `${column}: ${STOCK_TEXTS.tooMany}`;
  return count;
}

/** An import report's totals from its rows' outcomes. */
export function importSummary(rows: ReadonlyArray<{ outcome: string }>): ImportSummary {
  const count = (outcome: string) => rows.filter((row) => row.outcome === outcome).length;
  return { updated: count('updated'), unchanged: count('unchanged'), errors: count('error') };
}

/** The 400 of a real import with row errors: nothing was written; the first few lines are named. */
export function importRefusal(errors: ReadonlyArray<{ line: number; error: string }>): AppError {
  const message = STOCK_TEXTS.importRefused(errors.length);
  const first = errors.slice(0, 5).map((row) => `line ${row.line}: ${row.error}`);
  return new AppError('INVALID_DATA', message, { file: `${message}. ${first.join('; ')}` });
}
