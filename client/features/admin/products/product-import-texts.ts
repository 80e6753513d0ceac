import type { ProductImportChange, ProductImportOutcome } from '../../../../shared/admin/product-import.schema';

/** The products import panel's words. */
export const PRODUCT_IMPORT_PANEL_TEXTS = {
  title: 'Import products from CSV',
  applied: 'Products imported',
  appliedDescription: (updated: number, unchanged: number) => `${updated} rows changed, ${unchanged} unchanged.`,
} as const;

const CELL_LIMIT = 60;

function cellText(value: string): string {
  if (value === '') return '(empty)';
  const flat = value.replace(/\s+/g, ' ');
  return flat.length > CELL_LIMIT ? `${flat.slice(0, CELL_LIMIT - 1)}…` : flat;
}

/** One change in words: `price_us_minor: 500 → 650` (long text shortened, empty said). */
export function changeText(change: ProductImportChange): string {
  return `${change.column}: ${cellText(change.from)} → ${cellText(change.to)}`;
}

/** The row a line is about: "Space Rocket" or "Space Rocket, size Large". */
export function importRowName(row: Pick<ProductImportOutcome, 'product' | 'size'>): string {
  return row.size ? `${row.product}, size ${row.size}` : row.product || '—';
}

/** A line's outcome: "Unchanged", each change, or every error of the line. */
export function productOutcomeText(row: ProductImportOutcome): string[] {
  if (row.outcome === 'unchanged') return ['Unchanged'];
  if (row.outcome === 'error') return row.errors.map((error) => `Error: ${error}`);
  return row.changes.map(changeText);
}
