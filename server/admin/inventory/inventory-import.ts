import type { Country } from '../../../shared/money';
import { INVENTORY_CSV_REQUIRED, INVENTORY_TEXTS, type ImportRowOutcome, type StockChange } from '../../../shared/admin/inventory.schema';
import { readCsvRecords, readStockCell } from '../csv-import';
import { stockKeyString, type StockRow } from './inventory.repo';

/** One line of an import file as read: the counts are still text ('' leaves that country as it is). */
export interface ImportLine {
  line: number;
  productId: string;
  variantId: string | null;
  cells: Record<Country, string>;
}

const COLUMN_OF: Record<Country, 'us_stock' | 'uk_stock'> = { US: 'us_stock', UK: 'uk_stock' };

/** Reads an inventory CSV (as exported); a file that is not one is a clear 400 on the `file` field. */
export function readImportFile(text: string): ImportLine[] {
  return readCsvRecords(text, INVENTORY_CSV_REQUIRED).map(({ line, cells }) => ({
    line,
    productId: cells.product_id ?? '',
    variantId: cells.variant_id ? cells.variant_id : null,
    cells: { US: cells.us_stock ?? '', UK: cells.uk_stock ?? '' },
  }));
}

/** What the shop holds now: live products with their live sizes, and their stock rows. */
export interface ImportState {
  products: Map<string, Set<string>>;
  stock: Map<string, StockRow>;
}

export interface PlannedChange extends StockChange {
  productId: string;
  variantId: string | null;
  existing: StockRow | null;
}

/**
 * What importing these lines does, line by line (a pure function of the file and the shop's state, so
 * the dry run and the real import decide alike): updated (old → new), unchanged, or an error.
 */
export function planImport(lines: readonly ImportLine[], state: ImportState): { outcomes: ImportRowOutcome[]; changes: PlannedChange[] } {
  const outcomes: ImportRowOutcome[] = [];
  const changes: PlannedChange[] = [];
  const firstLineOf = new Map<string, number>();
  for (const line of lines) {
    const { productId, variantId } = line;
    const error = (message: string) => outcomes.push({ line: line.line, productId, variantId, outcome: 'error', error: message });
    const rowKey = `${productId}/${variantId ?? ''}`;
    const duplicateOf = firstLineOf.get(rowKey);
    if (duplicateOf !== undefined) {
      error(INVENTORY_TEXTS.duplicateRow(duplicateOf));
      continue;
    }
    firstLineOf.set(rowKey, line.line);
    const sizes = state.products.get(productId);
    if (!sizes) {
      error(INVENTORY_TEXTS.unknownProduct);
      continue;
    }
    if (variantId === null && sizes.size > 0) {
      error(INVENTORY_TEXTS.needsVariant);
      continue;
    }
    if (variantId !== null && !sizes.has(variantId)) {
      error(INVENTORY_TEXTS.unknownVariant);
      continue;
    }
    const counts = readCounts(line);
    if (typeof counts === 'string') {
      error(counts);
      continue;
    }
    const lineChanges: PlannedChange[] = [];
    for (const [country, to] of counts) {
      const existing = state.stock.get(stockKeyString({ productId, variantId, country })) ?? null;
      const from = existing && !existing.deleted ? existing.stock : 0;
      if (from !== to) lineChanges.push({ productId, variantId, country, from, to, existing });
    }
    if (lineChanges.length === 0) outcomes.push({ line: line.line, productId, variantId, outcome: 'unchanged' });
    else {
      outcomes.push({ line: line.line, productId, variantId, outcome: 'updated', changes: lineChanges.map(({ country, from, to }) => ({ country, from, to })) });
      changes.push(...lineChanges);
    }
  }
  return { outcomes, changes };
}

/** The line's counts per country (empty cells skipped), or the first cell's error. */
function readCounts(line: ImportLine): Array<[Country, number]> | string {
  const counts: Array<[Country, number]> = [];
  for (const country of ['US', 'UK'] as const) {
    const cell = line.cells[country];
    if (cell === '') continue;
    const count = readStockCell(COLUMN_OF[country], cell);
    if (typeof count === 'string') return count;
    counts.push([country, count]);
  }
  return counts;
}
