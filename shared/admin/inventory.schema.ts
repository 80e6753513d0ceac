import * as z from 'zod';
import { COUNTRIES, type Country } from '../money';
import { text } from '../text.schema';
import { listQuerySchema } from './list-query';
import { STOCK_TEXTS, stockCountSchema, stockDeltaSchema, stockReasonSchema, type CsvImportReport } from './stock-change.schema';

export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, MAX_STOCK, importQuerySchema } from './stock-change.schema';

/** The stock screens' words (shared/admin/stock-change.schema.ts), under the name inventory's code and tests use. */
export const INVENTORY_TEXTS = STOCK_TEXTS;

const reason = stockReasonSchema;
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
  stock: stockCountSchema,
  version: z.string().min(1).nullable(),
  reason,
});
export type StockSet = z.infer<typeof stockSetSchema>;

/** POST /api/admin/inventory/adjust: add or take away units, applied atomically; never below 0. */
export const stockAdjustSchema = z.object({
  ...stockKey,
  delta: stockDeltaSchema,
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

export type ImportReport = CsvImportReport<ImportRowOutcome>;
