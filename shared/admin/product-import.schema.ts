import type { CsvImportReport } from './stock-change.schema';

/**
 * The products CSV, export and import alike (docs/decisions/070): one row per product and one per size
 * under it (`variant_id` and `size` set, the product's own columns left blank). Every column is
 * required on import, so a column left out of a file never reads as "clear this".
 */
export const PRODUCT_CSV_COLUMNS = [
  'product_id',
  'variant_id',
  'name',
  'size',
  'description',
  'category',
  'brand',
  'price_us_minor',
  'price_uk_minor',
  'release_date',
  'featured',
  'images',
  'size_price_us_minor',
  'size_price_uk_minor',
  'size_price_adjustment_minor',
  'size_image',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The words of the products import: its refusals per cell and row. */
export const PRODUCT_IMPORT_TEXTS = {
  newProduct: 'New products are added on the product page; the import changes existing ones (give product_id)',
  unknownProduct: 'Unknown product',
  deleted: 'This product is deleted; restore it before importing changes to it',
  unknownSize: 'Unknown size for this product',
  sizeName: 'A size row needs its size name',
  duplicateRow: (line: number) => `Duplicate of line ${line}`,
  wholeMinorUnits: (column: string, value: string) => `${column} is not a whole number of cents or pence: "${value}"`,
  notYesNo: (column: string, value: string) => `${column} must be true or false: "${value}"`,
  unknownCategory: (value: string) => `category: no category is called "${value}"`,
  unknownBrand: (value: string) => `brand: no brand is called "${value}"`,
  zeroPrice: 'a price of 0 makes it free; set it on the product page, which asks to confirm',
  importReason: 'CSV import',
} as const;

/** One changed value of a row: its column, as it was and as the file has it. */
export interface ProductImportChange {
  column: ProductCsvColumn;
  from: string;
  to: string;
}

/**
 * What an import does (or would do) with one line of the file, named by its line and by the product
 * (and size) it is about; an error row lists every error it has, not only the first.
 */
export type ProductImportOutcome = { line: number; productId: string; variantId: string | null; product: string; size: string | null } & (
  | { outcome: 'updated'; changes: ProductImportChange[] }
  | { outcome: 'unchanged' }
  | { outcome: 'error'; errors: string[] }
);

export type ProductImportReport = CsvImportReport<ProductImportOutcome>;
