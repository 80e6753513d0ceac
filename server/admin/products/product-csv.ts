import type { AdminProduct, AdminVariant } from '../../../shared/admin/product.schema';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '../../../shared/admin/product-import.schema';
import type { CsvColumn } from '../../platform/list';
import type { CatalogueRef } from './products.repo';

// The products CSV's cells (docs/decisions/070). One writer for the export and for the import's
// comparison: a value the import reads is written back the way the export writes it, so a file
// exported and imported again compares equal cell for cell.

/** One record of the products CSV, cell by column. */
export type ProductCells = Record<ProductCsvColumn, string>;

/** Category and brand ids → the slug the CSV names them by. */
export interface CatalogueNames {
  category: ReadonlyMap<string, string>;
  brand: ReadonlyMap<string, string>;
}

export function catalogueNames(refs: { categories: readonly CatalogueRef[]; brands: readonly CatalogueRef[] }): CatalogueNames {
  return { category: new Map(refs.categories.map((ref) => [ref.id, ref.slug])), brand: new Map(refs.brands.map((ref) => [ref.id, ref.slug])) };
}

const EMPTY: ProductCells = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ''])) as ProductCells;

const minor = (amount: number | null) => (amount === null ? '' : String(amount));

/** Images are written space-separated: an image path (`/media/…`) never holds a space. */
export const IMAGE_SEPARATOR = ' ';

/** A product's own row: its fields, no size. */
export function productCells(product: Omit<AdminProduct, 'variants' | 'id' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'version'> & { id: string }, names: CatalogueNames): ProductCells {
  return {
    ...EMPTY,
    product_id: product.id,
    name: product.name,
    description: product.description,
    category: product.categoryId === null ? '' : (names.category.get(product.categoryId) ?? product.categoryId),
    brand: product.brandId === null ? '' : (names.brand.get(product.brandId) ?? product.brandId),
    price_us_minor: minor(product.price),
    price_uk_minor: minor(product.priceUk),
    release_date: product.releaseDate === null ? '' : new Date(product.releaseDate).toISOString(),
    featured: String(product.isFeatured),
    images: product.images.join(IMAGE_SEPARATOR),
  };
}

/** A size's row: the product's id, the size's id and its own fields. */
export function sizeCells(productId: string, size: Pick<AdminVariant, 'name' | 'price' | 'priceUk' | 'priceAdjustment' | 'imageUrl'> & { id: string | null }): ProductCells {
  return {
    ...EMPTY,
    product_id: productId,
    variant_id: size.id ?? '',
    size: size.name,
    size_price_us_minor: minor(size.price),
    size_price_uk_minor: minor(size.priceUk),
    size_price_adjustment_minor: String(size.priceAdjustment),
    size_image: size.imageUrl ?? '',
  };
}

/** The export's records of a batch of products: each product's row, then its sizes' rows in their order. */
export function productCsvRecords(products: readonly AdminProduct[], names: CatalogueNames): ProductCells[] {
  return products.flatMap((product) => [productCells(product, names), ...product.variants.map((size) => sizeCells(product.id, size))]);
}

// Amounts are numbers to a spreadsheet: a negative adjustment is written as -1000, not guarded as text.
const AMOUNTS: ReadonlySet<ProductCsvColumn> = new Set(['price_us_minor', 'price_uk_minor', 'size_price_us_minor', 'size_price_uk_minor', 'size_price_adjustment_minor']);

/** The export's columns: every one of PRODUCT_CSV_COLUMNS, as written above. */
export const PRODUCT_CSV_EXPORT_COLUMNS: ReadonlyArray<CsvColumn<ProductCells>> = PRODUCT_CSV_COLUMNS.map((header) => ({
  header,
  value: (cells: ProductCells) => (AMOUNTS.has(header) && cells[header] !== '' ? Number(cells[header]) : cells[header]),
}));
