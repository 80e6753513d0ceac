import type * as z from 'zod';
import { productInputSchema, type AdminProduct, type ProductInput, type VariantInput } from '../../../shared/admin/product.schema';
import { PRODUCT_CSV_COLUMNS, PRODUCT_IMPORT_TEXTS, type ProductCsvColumn, type ProductImportChange, type ProductImportOutcome } from '../../../shared/admin/product-import.schema';
import { readCsvRecords, type CsvRecord } from '../csv-import';
import { csvCellValue } from '../../platform/list';
import { catalogueNames, productCells, sizeCells, type ProductCells } from './product-csv';
import type { CatalogueRef } from './products.repo';

// The products import (docs/decisions/070), as a pure function of the file and the shop's state, so
// the dry run and the real import decide alike. Every cell of every row is read and every error kept.

/** One line of a products CSV: its cells as the export wrote them (formula guards taken off). */
export interface ProductImportLine {
  line: number;
  cells: ProductCells;
}

/** Reads a products CSV (as exported: every column); a file that is not one is a clear 400 on `file`. */
export function readProductImportFile(text: string): ProductImportLine[] {
  return readCsvRecords(text, PRODUCT_CSV_COLUMNS).map(({ line, cells }: CsvRecord) => ({
    line,
    cells: Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, csvCellValue(cells[column] ?? '')])) as ProductCells,
  }));
}

/** What the shop holds now: the file's products (with their live sizes), and every category and brand. */
export interface ProductImportState {
  products: ReadonlyMap<string, AdminProduct>;
  categories: readonly CatalogueRef[];
  brands: readonly CatalogueRef[];
}

/** A product the import changes: as it is, and the full edit (every size kept, new ones after). */
export interface PlannedProductEdit {
  before: AdminProduct;
  input: ProductInput;
}

type ProductFields = Omit<ProductInput, 'variants' | 'confirmZeroPrice'>;
type SizeFields = Omit<VariantInput, 'id'>;

interface ReadRow {
  line: ProductImportLine;
  errors: string[];
}

/** The product's fields and each size's, as the schema names them, and the column each is read from. */
const PRODUCT_COLUMN_OF: Record<string, ProductCsvColumn> = {
  name: 'name', description: 'description', categoryId: 'category', brandId: 'brand', price: 'price_us_minor', priceUk: 'price_uk_minor',
  releaseDate: 'release_date', isFeatured: 'featured', images: 'images', variants: 'size',
};
const SIZE_COLUMN_OF: Record<string, ProductCsvColumn> = {
  name: 'size', price: 'size_price_us_minor', priceUk: 'size_price_uk_minor', priceAdjustment: 'size_price_adjustment_minor', imageUrl: 'size_image',
};

/**
 * What importing these lines does, line by line: `updated` (each changed column, from → to),
 * `unchanged`, or `error` with every error of the line. A product is changed only when none of its
 * lines has an error; the whole import is refused by the caller when any line has one.
 */
export function planProductImport(lines: readonly ProductImportLine[], state: ProductImportState): { outcomes: ProductImportOutcome[]; edits: PlannedProductEdit[] } {
  const names = catalogueNames(state);
  const groups = new Map<string, ProductImportLine[]>();
  for (const line of lines) groups.set(line.cells.product_id, [...(groups.get(line.cells.product_id) ?? []), line]);
  const outcomeOf = new Map<ProductImportLine, ProductImportOutcome>();
  const edits: PlannedProductEdit[] = [];
  for (const [productId, group] of groups) {
    const planned = planProduct(productId, group, state, names);
    for (const [line, outcome] of planned.outcomes) outcomeOf.set(line, outcome);
    if (planned.edit) edits.push(planned.edit);
  }
  return { outcomes: lines.map((line) => outcomeOf.get(line)!), edits };
}

function planProduct(productId: string, group: readonly ProductImportLine[], state: ProductImportState, names: ReturnType<typeof catalogueNames>) {
  const before = state.products.get(productId);
  const label = (line: ProductImportLine) => ({
    line: line.line,
    productId,
    variantId: line.cells.variant_id || null,
    product: before?.name ?? line.cells.name,
    size: isSizeRow(line) ? line.cells.size || (before?.variants.find((size) => size.id === line.cells.variant_id)?.name ?? null) : null,
  });
  const failAll = (error: string) => ({ outcomes: group.map((line): [ProductImportLine, ProductImportOutcome] => [line, { ...label(line), outcome: 'error', errors: [error] }]), edit: null });
  if (productId === '') return failAll(PRODUCT_IMPORT_TEXTS.newProduct);
  if (!before) return failAll(PRODUCT_IMPORT_TEXTS.unknownProduct);

  // Each line read on its own: every cell's error kept.
  const rows = new Map<ProductImportLine, ReadRow>(group.map((line) => [line, { line, errors: [] }]));
  const seen = new Map<string, number>();
  let productRow: { line: ProductImportLine; fields: ProductFields } | null = null;
  const sizeRows: Array<{ line: ProductImportLine; id: string | null; fields: SizeFields }> = [];
  for (const line of group) {
    const row = rows.get(line)!;
    const key = isSizeRow(line) ? line.cells.variant_id : '(product)';
    const first = key === '' ? undefined : seen.get(key);
    if (first !== undefined) {
      row.errors.push(PRODUCT_IMPORT_TEXTS.duplicateRow(first));
      continue;
    }
    if (key !== '') seen.set(key, line.line);
    if (isSizeRow(line)) {
      const id = line.cells.variant_id || null;
      if (id !== null && !before.variants.some((size) => size.id === id)) row.errors.push(PRODUCT_IMPORT_TEXTS.unknownSize);
      const fields = readSize(line.cells, row.errors);
      if (fields) sizeRows.push({ line, id, fields });
    } else {
      const fields = readProduct(line.cells, before, state, row.errors);
      if (fields) productRow = { line, fields };
    }
  }

  const current = productFieldsOf(before);
  const fields = productRow?.fields ?? current;
  const variants: VariantInput[] = before.variants.map((size) => {
    const fromFile = sizeRows.find((row) => row.id === size.id);
    return { id: size.id, ...(fromFile?.fields ?? sizeFieldsOf(size)) };
  });
  const added = sizeRows.filter((row) => row.id === null);
  variants.push(...added.map((row) => row.fields));
  const lineOfSize = (index: number): ProductImportLine => {
    const id = variants[index]?.id;
    return (id === undefined ? added[index - before.variants.length]?.line : sizeRows.find((row) => row.id === id)?.line) ?? productRow?.line ?? group[0]!;
  };
  const productLine = productRow?.line ?? group[0]!;

  const allRead = [...rows.values()].every((row) => row.errors.length === 0);
  let input: ProductInput | null = null;
  if (allRead) {
    const parsed = productInputSchema.safeParse({ ...fields, variants, confirmZeroPrice: true });
    if (parsed.success) input = parsed.data;
    else for (const issue of parsed.error.issues) rows.get(issueLine(issue, productLine, lineOfSize))!.errors.push(issueText(issue));
    zeroPriceErrors(before, fields, variants, productLine, lineOfSize, rows);
  }

  // The changes of each line, from the values read (shown in a dry run even when another line has an error).
  const changesOf = (line: ProductImportLine): ProductImportChange[] => {
    if (!isSizeRow(line)) return productRow?.line === line ? changedCells(productCells({ id: productId, ...current }, names), productCells({ id: productId, ...productRow.fields }, names)) : [];
    const row = sizeRows.find((candidate) => candidate.line === line);
    if (!row) return [];
    const old = row.id === null ? null : before.variants.find((size) => size.id === row.id);
    return changedCells(old ? sizeCells(productId, old) : sizeCells(productId, { id: null, name: '', price: null, priceUk: null, priceAdjustment: 0, imageUrl: null }), sizeCells(productId, { id: row.id, ...row.fields }));
  };
  const outcomes = group.map((line): [ProductImportLine, ProductImportOutcome] => {
    const { errors } = rows.get(line)!;
    if (errors.length > 0) return [line, { ...label(line), outcome: 'error', errors }];
    const changes = changesOf(line);
    return [line, changes.length > 0 ? { ...label(line), outcome: 'updated', changes } : { ...label(line), outcome: 'unchanged' }];
  });
  const changed = outcomes.some(([, outcome]) => outcome.outcome === 'updated');
  const failed = outcomes.some(([, outcome]) => outcome.outcome === 'error');
  if (changed && !failed && before.deletedAt) {
    // A deleted product is restored on its page first, as its edit form asks (PRODUCT_EDIT_TEXTS.deleted).
    for (const [line, outcome] of outcomes) if (outcome.outcome === 'updated') replaceOutcome(outcomes, line, { ...label(line), outcome: 'error', errors: [PRODUCT_IMPORT_TEXTS.deleted] });
    return { outcomes, edit: null };
  }
  return { outcomes, edit: changed && !failed && input ? { before, input } : null };
}

function replaceOutcome(outcomes: Array<[ProductImportLine, ProductImportOutcome]>, line: ProductImportLine, outcome: ProductImportOutcome): void {
  const entry = outcomes.find(([candidate]) => candidate === line);
  if (entry) entry[1] = outcome;
}

function isSizeRow(line: ProductImportLine): boolean {
  return line.cells.variant_id !== '' || line.cells.size !== '';
}

function productFieldsOf(product: AdminProduct): ProductFields {
  const { name, description, categoryId, brandId, price, priceUk, releaseDate, isFeatured, images } = product;
  return { name, description, categoryId, brandId, price, priceUk, releaseDate, isFeatured, images };
}

function sizeFieldsOf(size: AdminProduct['variants'][number]): SizeFields {
  const { name, price, priceUk, priceAdjustment, imageUrl } = size;
  return { name, price, priceUk, priceAdjustment, imageUrl };
}

/** A whole number of minor units (may be negative: an adjustment; the schema refuses negative prices). */
function readMinor(column: ProductCsvColumn, cell: string, errors: string[], blank: number | null): number | null {
  if (cell === '') return blank;
  if (!/^-?\d{1,12}$/.test(cell)) {
    errors.push(PRODUCT_IMPORT_TEXTS.wholeMinorUnits(column, cell.slice(0, 40)));
    return blank;
  }
  return Number(cell);
}

function readProduct(cells: ProductCells, before: AdminProduct, state: ProductImportState, errors: string[]): ProductFields | null {
  const count = errors.length;
  const price = readMinor('price_us_minor', cells.price_us_minor, errors, null);
  if (cells.price_us_minor === '') errors.push(PRODUCT_IMPORT_TEXTS.wholeMinorUnits('price_us_minor', ''));
  const fields: ProductFields = {
    name: cells.name,
    description: cells.description,
    categoryId: readRef(cells.category, state.categories, before.categoryId, PRODUCT_IMPORT_TEXTS.unknownCategory, errors),
    brandId: readRef(cells.brand, state.brands, before.brandId, PRODUCT_IMPORT_TEXTS.unknownBrand, errors),
    price: price ?? 0,
    priceUk: readMinor('price_uk_minor', cells.price_uk_minor, errors, null),
    releaseDate: readDate(cells.release_date, errors),
    isFeatured: readYesNo(cells.featured, errors),
    images: cells.images.split(/\s+/).filter((path) => path !== ''),
  };
  return errors.length === count ? fields : null;
}

function readSize(cells: ProductCells, errors: string[]): SizeFields | null {
  const count = errors.length;
  if (cells.size === '') errors.push(PRODUCT_IMPORT_TEXTS.sizeName);
  const fields: SizeFields = {
    name: cells.size,
    price: readMinor('size_price_us_minor', cells.size_price_us_minor, errors, null),
    priceUk: readMinor('size_price_uk_minor', cells.size_price_uk_minor, errors, null),
    priceAdjustment: readMinor('size_price_adjustment_minor', cells.size_price_adjustment_minor, errors, 0) ?? 0,
    imageUrl: cells.size_image === '' ? null : cells.size_image,
  };
  return errors.length === count ? fields : null;
}

/** A category or brand by slug or name (any case): a live one, or the one the product already has. */
function readRef(cell: string, refs: readonly CatalogueRef[], current: string | null, unknown: (value: string) => string, errors: string[]): string | null {
  if (cell === '') return null;
  const wanted = cell.toLowerCase();
  const matches = refs.filter((ref) => (ref.slug.toLowerCase() === wanted || ref.name.toLowerCase() === wanted) && (!ref.deleted || ref.id === current));
  const found = matches.find((ref) => ref.slug.toLowerCase() === wanted) ?? matches[0];
  if (!found) errors.push(unknown(cell.slice(0, 80)));
  return found?.id ?? null;
}

function readDate(cell: string, errors: string[]): string | null {
  if (cell === '') return null;
  // The schema wants ISO 8601 with an offset (as exported); anything else is its error, on this column.
  if (Number.isNaN(Date.parse(cell))) errors.push(`release_date: Enter a date and time (as exported, e.g. 2026-05-01T09:00:00.000Z): "${cell.slice(0, 40)}"`);
  return cell;
}

function readYesNo(cell: string, errors: string[]): boolean {
  const value = cell.toLowerCase();
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no' || value === '') return false;
  errors.push(PRODUCT_IMPORT_TEXTS.notYesNo('featured', cell.slice(0, 40)));
  return false;
}

function issueLine(issue: z.core.$ZodIssue, productLine: ProductImportLine, lineOfSize: (index: number) => ProductImportLine): ProductImportLine {
  return issue.path[0] === 'variants' && typeof issue.path[1] === 'number' ? lineOfSize(issue.path[1]) : productLine;
}

function issueText(issue: z.core.$ZodIssue): string {
  const sized = issue.path[0] === 'variants' && typeof issue.path[1] === 'number';
  const field = String(sized ? issue.path[2] : issue.path[0]);
  const column = (sized ? SIZE_COLUMN_OF[field] : PRODUCT_COLUMN_OF[field]) ?? field;
  return `${column}: ${issue.message}`;
}

/**
 * A price the import would make 0 where it was not: the product page asks before saving a free
 * product (ADMIN_TEXTS.zeroPriceConfirm), which a CSV cannot, so the import refuses it.
 */
function zeroPriceErrors(
  before: AdminProduct,
  fields: ProductFields,
  variants: readonly VariantInput[],
  productLine: ProductImportLine,
  lineOfSize: (index: number) => ProductImportLine,
  rows: Map<ProductImportLine, ReadRow>,
): void {
  const refuse = (line: ProductImportLine, column: ProductCsvColumn) => rows.get(line)!.errors.push(`${column}: ${PRODUCT_IMPORT_TEXTS.zeroPrice}`);
  if (fields.price === 0 && before.price !== 0) refuse(productLine, 'price_us_minor');
  if (fields.priceUk === 0 && before.priceUk !== 0) refuse(productLine, 'price_uk_minor');
  variants.forEach((size, index) => {
    const old = before.variants.find((candidate) => candidate.id === size.id);
    if (size.price === 0 && old?.price !== 0) refuse(lineOfSize(index), 'size_price_us_minor');
    if (size.priceUk === 0 && old?.priceUk !== 0) refuse(lineOfSize(index), 'size_price_uk_minor');
  });
}

/** The columns whose cells differ, with both values. */
function changedCells(from: ProductCells, to: ProductCells): ProductImportChange[] {
  return PRODUCT_CSV_COLUMNS.filter((column) => from[column] !== to[column]).map((column) => ({ column, from: from[column], to: to[column] }));
}
