import * as z from 'zod';
import { COUNTRIES, type Country } from '../money';
import { text } from '../text.schema';
import { listQuerySchema } from './list-query';

/** The most units one stock row may hold: a typo guard (a count of 1e9 is a slip of the keyboard). */
export const MAX_STOCK = 1_000_000;
/** Import guards: the file's bytes and its data rows. */
export const MAX_IMPORT_BYTES = 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export const INVENTORY_TEXTS = {
  reasonRequired: 'Say why the stock changes',
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
  importRefused: (errors: number) => `${errors} ${errors === 1 ? 'row has an error' : 'rows have errors'}; nothing was imported`,
} as const;

const reason = text().trim().min(1, INVENTORY_TEXTS.reasonRequired).max(500, 'A reason is at most 500 characters');
const recordId = text().trim().min(1).max(100);

/** Which stock row: a product (variantId null when it has no sizes) in a country. */
const stockKey = {
  productId: recordId,
  variantId: recordId.nullable().default(null),
  country: z.enum(COUNTRIES),
};

/**
 * PUT /api/admin/inventory/stock: set an absolute count. `version` is the stock row's version as read
 * (null when the row did not exist yet); another writer in between makes it a 409.
 */
export const stockSetSchema = z.object({
  ...stockKey,
  stock: z.number(INVENTORY_TEXTS.wholeUnits).int(INVENTORY_TEXTS.wholeUnits).min(0, INVENTORY_TEXTS.negative).max(MAX_STOCK, INVENTORY_TEXTS.tooMany),
  version: z.string().min(1).nullable(),
  reason,
});
export type StockSet = z.infer<typeof stockSetSchema>;

/** POST /api/admin/inventory/adjust: add or take away units, applied atomically; never below 0. */
export const stockAdjustSchema = z.object({
  ...stockKey,
  delta: z
    .number(INVENTORY_TEXTS.wholeUnits)
    .int(INVENTORY_TEXTS.wholeUnits)
    .min(-MAX_STOCK, INVENTORY_TEXTS.tooMany)
    .max(MAX_STOCK, INVENTORY_TEXTS.tooMany)
    .refine((delta) => delta !== 0, INVENTORY_TEXTS.zeroDelta),
  reason,
});
export type StockAdjust = z.infer<typeof stockAdjustSchema>;

export const INVENTORY_SORTS = ['name', 'stockUs', 'stockUk', 'updatedAt'] as const;

/** Inventory grid: search by product, size or brand name; `stock` state, in `country` or in either. */
export const inventoryListQuerySchema = listQuerySchema({
  stock: z.enum(['in', 'low', 'sold-out']).optional(),
  country: z.enum(COUNTRIES).optional(),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

/** POST /api/admin/inventory/import?dryRun=true|false */
export const importQuerySchema = z.object({ dryRun: z.enum(['true', 'false']).default('true') });

/** One country's stock of a grid row; version null while the shop holds no row (it counts as 0). */
export interface StockCell {
  stock: number;
  version: string | null;
}

/** One row of the grid: a product without sizes, or one size of a product. */
export interface InventoryRow {
  /** `productId` or `productId/variantId`: unique per row. */
  id: string;
  productId: string;
  productName: string;
  brandName: string | null;
  variantId: string | null;
  variantName: string | null;
  stock: Record<Country, StockCell>;
  updatedAt: string | null;
}

/** The CSV's columns, in order: export writes them, import reads them by name. */
export const INVENTORY_CSV_COLUMNS = ['product_id', 'variant_id', 'product', 'size', 'us_stock', 'uk_stock'] as const;
/** The columns an import cannot do without (the names are there for people, not read back). */
export const INVENTORY_CSV_REQUIRED = ['product_id', 'variant_id', 'us_stock', 'uk_stock'] as const;

export interface StockChange {
  country: Country;
  from: number;
  to: number;
}

/** What an import does (or would do) with one line of the file. */
export type ImportRowOutcome =
  | { line: number; productId: string; variantId: string | null; outcome: 'updated'; changes: StockChange[] }
  | { line: number; productId: string; variantId: string | null; outcome: 'unchanged' }
  | { line: number; productId: string; variantId: string | null; outcome: 'error'; error: string };

export interface ImportReport {
  dryRun: boolean;
  /** True when the rows were written (a real import without errors). */
  applied: boolean;
  summary: { updated: number; unchanged: number; errors: number };
  rows: ImportRowOutcome[];
}
