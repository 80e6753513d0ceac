import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import { AppError, type FieldErrors, ERROR_MESSAGES } from '../../../shared/errors';
import type { AuditEntry, ListPage } from '../../../shared/admin/api';
import type { ProductImportReport } from '../../../shared/admin/product-import.schema';
import type { DeleteQuery } from '../../../shared/admin/fields';
import { copyNameOf, PRODUCT_EDIT_TEXTS, type AdminProduct, type AdminProductRow, type ProductBulk, type ProductInput, type ProductListQuery, type ProductUpdate, type VariantInput } from '../../../shared/admin/product.schema';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { historyOf } from '../audit-history.repo';
import { csvResponse, listPage } from '../../platform/list';
import { importRefusal, importSummary } from '../csv-import';
import { catalogueNames, PRODUCT_CSV_EXPORT_COLUMNS, productCsvRecords } from './product-csv';
import { planProductImport, readProductImportFile } from './product-import';
import { assertVersion, lockRecord, writeIfChanged } from '../../platform/records';
import {
  PRODUCT_LIST_SORT, catalogueRefs, findProduct, findProducts, insertProduct, productListQuery, toProductRow, insertVariant, liveIds, lockProducts, parkVariantName, removeVariants, setProductCategory, setProductDeleted,
  setProductFeatured, updateProduct, updateVariant, type VariantValues,
} from './products.repo';


const ENTITY = 'product';

export function listProducts(db: Database, query: ProductListQuery): Promise<ListPage<AdminProductRow>> {
  return listPage(db, productListQuery(db, query, new Date()), query, PRODUCT_LIST_SORT, toProductRow);
}

/**
 * The same list as a CSV download, every matching product in the list's order, each whole: its row,
 * then a row per size (docs/decisions/070), the file the import reads back.
 */
export function productsCsv(c: Context, db: Database, query: ProductListQuery): Response {
  return csvResponse(c, productListQuery(db, query, new Date()), query, PRODUCT_LIST_SORT, toProductRow, {
    name: 'products',
    columns: PRODUCT_CSV_EXPORT_COLUMNS,
    records: async (rows) => {
      const [products, refs] = await Promise.all([findProducts(db, rows.map((row) => row.id)), catalogueRefs(db)]);
      return productCsvRecords(products, catalogueNames(refs));
    },
  });
}

export async function getProduct(db: Database, id: string): Promise<AdminProduct> {
  const product = await findProduct(db, id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_EDIT_TEXTS.notFound);
  return product;
}

export async function productHistory(db: Database, id: string): Promise<AuditEntry[]> {
  await getProduct(db, id);
  return historyOf(db, ENTITY, id);
}

/** Creates a product with its sizes in one transaction, audited. */
export async function createProduct(db: Database, scope: AuditScope, input: ProductInput): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    await checkReferences(trx, input, null);
    const id = randomUUID();
    await insertProduct(trx, id, input);
    for (const [index, variant] of input.variants.entries()) await insertVariant(trx, id, randomUUID(), variantValues(variant, index));
    const after = await mustFind(trx, id);
    await recordChange(trx, scope, { action: 'create', entityType: ENTITY, entityId: id, before: null, after });
    return after;
  });
}

/**
 * A copy of a product to start a similar one from (docs/decisions/100): "<name> (copy)" with its
 * description, category, brand, prices, pictures and sizes, made through createProduct (the same
 * rules and audit row as a new product). It is not featured and has no stock in any country, so no
 * shopper can buy it until someone gives it stock; it gets its own id (products have no slug or SKU).
 */
export async function duplicateProduct(db: Database, scope: AuditScope, id: string): Promise<AdminProduct> {
  const original = await getProduct(db, id);
  if (original.deletedAt) throw new AppError('CONFLICT', PRODUCT_EDIT_TEXTS.deletedNoCopy);
  return createProduct(db, scope, {
    name: copyNameOf(original.name),
    description: original.description,
    categoryId: original.categoryId,
    brandId: original.brandId,
    price: original.price,
    priceUk: original.priceUk,
    releaseDate: original.releaseDate,
    isFeatured: false,
    images: original.images,
    variants: original.variants.map(({ name, price, priceUk, priceAdjustment, imageUrl }) => ({ name, price, priceUk, priceAdjustment, imageUrl })),
    // The original's prices were confirmed when it was saved; a copy keeps them as they are.
    confirmZeroPrice: true,
  });
}

/**
 * Saves an edit made on `input.version`: sizes with an id are updated, new ones added, missing ones
 * removed, all with the product in one transaction. The product row is locked first, so a second
 * save of the same version waits and is then refused (409), never a silent overwrite.
 */
export async function updateProductWithVariants(db: Database, scope: AuditScope, id: string, input: ProductUpdate): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    const before = await lockVersion(trx, id, input.version);
    if (before.deletedAt) throw new AppError('CONFLICT', PRODUCT_EDIT_TEXTS.deleted);
    return saveProductEdit(trx, scope, before, input, 'update');
  });
}

/**
 * Writes an edit of a locked, live product: sizes with an id are updated, new ones added, missing ones
 * removed, then the product's fields; audited as `action` (an edit, or a CSV import's row).
 */
async function saveProductEdit(trx: Transaction<DB>, scope: AuditScope, before: AdminProduct, input: ProductInput, action: 'update' | 'import'): Promise<AdminProduct> {
  const id = before.id;
  await checkReferences(trx, input, before);
  const current = new Set(before.variants.map((variant) => variant.id));
  const unknown: FieldErrors = {};
  input.variants.forEach((variant, index) => {
    if (variant.id !== undefined && !current.has(variant.id)) unknown[`variants.${index}.id`] = PRODUCT_EDIT_TEXTS.unknownVariant;
  });
  if (Object.keys(unknown).length > 0) throw new AppError('INVALID_DATA', PRODUCT_EDIT_TEXTS.unknownVariant, unknown);

  const after = await writeIfChanged(trx, before, async () => {
    const kept = new Set(input.variants.flatMap((variant) => (variant.id ? [variant.id] : [])));
    await removeVariants(trx, id, [...current].filter((variantId) => !kept.has(variantId)));
    // Names are unique among live sizes: park renamed sizes on their (unique) id first, so two sizes
    // may swap names in one edit.
    const renamed = input.variants.filter((variant) => variant.id && before.variants.find((old) => old.id === variant.id)?.name !== variant.name);
    for (const variant of renamed) await parkVariantName(trx, id, variant.id!);
    for (const [index, variant] of input.variants.entries()) {
      if (variant.id) await updateVariant(trx, id, variant.id, variantValues(variant, index));
      else await insertVariant(trx, id, randomUUID(), variantValues(variant, index));
    }
    await updateProduct(trx, id, input);
    return mustFind(trx, id);
  });
  // A save that changes nothing keeps the version and owes no audit entry (issue 23 §1).
  if (!after) {
    nothingChanged(scope);
    return before;
  }
  await recordChange(trx, scope, { action, entityType: ENTITY, entityId: id, before, after });
  return after;
}

/**
 * The products CSV import (docs/decisions/070): a dry run reports every line's changes or errors and
 * writes nothing; a real run re-plans on the locked products and writes every change in one
 * transaction, one audit entry per product changed, or nothing at all when any line has an error.
 */
export async function importProducts(db: Database, scope: AuditScope, csv: string, dryRun: boolean): Promise<ProductImportReport> {
  const lines = readProductImportFile(csv);
  const ids = [...new Set(lines.map((line) => line.cells.product_id).filter((id) => id !== ''))];
  const stateOf = async (reader: Database | Transaction<DB>) => ({ products: new Map((await findProducts(reader, ids)).map((product) => [product.id, product])), ...(await catalogueRefs(reader)) });
  if (dryRun) {
    const { outcomes } = planProductImport(lines, await stateOf(db));
    nothingChanged(scope);
    return { dryRun: true, applied: false, summary: importSummary(outcomes), rows: outcomes };
  }
  return db.transaction().execute(async (trx) => {
    await lockProducts(trx, ids);
    const { outcomes, edits } = planProductImport(lines, await stateOf(trx));
    const errors = outcomes.flatMap((outcome) => (outcome.outcome === 'error' ? [{ line: outcome.line, error: outcome.errors.join('; ') }] : []));
    if (errors.length > 0) throw importRefusal(errors);
    for (const edit of edits) await saveProductEdit(trx, scope, edit.before, edit.input, 'import');
    if (edits.length === 0) nothingChanged(scope);
    return { dryRun: false, applied: true, summary: importSummary(outcomes), rows: outcomes };
  });
}

/**
 * Soft delete (docs/decisions/037): the storefront gets a tombstone and stops selling it, carts show
 * it as gone and checkout refuses it; orders keep their lines, which are snapshots.
 */
export async function deleteProduct(db: Database, scope: AuditScope, id: string, query: DeleteQuery): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    const before = await lockVersion(trx, id, query.version);
    if (before.deletedAt) throw new AppError('CONFLICT', PRODUCT_EDIT_TEXTS.alreadyDeleted);
    await setProductDeleted(trx, id, new Date());
    const after = await mustFind(trx, id);
    await recordChange(trx, scope, { action: 'delete', entityType: ENTITY, entityId: id, before, after });
    return after;
  });
}

export async function restoreProduct(db: Database, scope: AuditScope, id: string): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    await lockRecord(trx, 'products', id);
    const before = await mustFind(trx, id);
    if (!before.deletedAt) throw new AppError('CONFLICT', PRODUCT_EDIT_TEXTS.notDeleted);
    await setProductDeleted(trx, id, null);
    const after = await mustFind(trx, id);
    await recordChange(trx, scope, { action: 'restore', entityType: ENTITY, entityId: id, before, after });
    return after;
  });
}

/**
 * One action on many products, in one transaction: every product that changes gets its own audit
 * row; those already in the asked state are left alone (and not counted).
 */
export async function bulkUpdateProducts(db: Database, scope: AuditScope, bulk: ProductBulk): Promise<{ updated: number }> {
  return db.transaction().execute(async (trx) => {
    const ids = [...new Set(bulk.ids)];
    const locked = await lockProducts(trx, ids);
    if (locked.length !== ids.length) {
      const message = PRODUCT_EDIT_TEXTS.missingProducts(ids.length - locked.length);
      throw new AppError('NOT_FOUND', message, { ids: message });
    }
    if (bulk.action === 'set-category' && bulk.categoryId !== null && !(await liveIds(trx, 'categories', [bulk.categoryId])).has(bulk.categoryId)) {
      throw new AppError('INVALID_DATA', PRODUCT_EDIT_TEXTS.unknownCategory, { categoryId: PRODUCT_EDIT_TEXTS.unknownCategory });
    }
    let updated = 0;
    for (const id of locked) {
      const before = await mustFind(trx, id);
      if (!(await applyBulkAction(trx, bulk, before))) continue;
      const after = await mustFind(trx, id);
      await recordChange(trx, scope, { action: bulk.action, entityType: ENTITY, entityId: id, before, after });
      updated += 1;
    }
    // Every selected product was already so: a valid request that changed nothing.
    if (updated === 0) nothingChanged(scope);
    return { updated };
  });
}

/** Applies the action to one product; false when it is already so. */
async function applyBulkAction(trx: Transaction<DB>, bulk: ProductBulk, product: AdminProduct): Promise<boolean> {
  switch (bulk.action) {
    case 'feature':
    case 'unfeature': {
      const featured = bulk.action === 'feature';
      if (product.deletedAt || product.isFeatured === featured) return false;
      await setProductFeatured(trx, product.id, featured);
      return true;
    }
    case 'set-category':
      if (product.deletedAt || product.categoryId === bulk.categoryId) return false;
      await setProductCategory(trx, product.id, bulk.categoryId);
      return true;
    case 'delete':
      if (product.deletedAt) return false;
      await setProductDeleted(trx, product.id, new Date());
      return true;
  }
}

/** Locks the product (404 when there is none) and checks it is still at the version the editor read (409). */
async function lockVersion(trx: Transaction<DB>, id: string, version: string): Promise<AdminProduct> {
  assertVersion(await lockRecord(trx, 'products', id), version);
  return mustFind(trx, id);
}

async function mustFind(trx: Transaction<DB>, id: string): Promise<AdminProduct> {
  const product = await findProduct(trx, id);
  if (!product) throw new AppError('INTERNAL', `Product ${id} vanished inside its own transaction`);
  return product;
}

/** Category and brand must exist and be live; one kept as it was on an edit may stay (even if since deleted). */
async function checkReferences(trx: Transaction<DB>, input: ProductInput, before: AdminProduct | null): Promise<void> {
  const fields: FieldErrors = {};
  if (input.categoryId !== null && input.categoryId !== before?.categoryId && !(await liveIds(trx, 'categories', [input.categoryId])).has(input.categoryId)) {
    fields.categoryId = PRODUCT_EDIT_TEXTS.unknownCategory;
  }
  if (input.brandId !== null && input.brandId !== before?.brandId && !(await liveIds(trx, 'brands', [input.brandId])).has(input.brandId)) {
    fields.brandId = PRODUCT_EDIT_TEXTS.unknownBrand;
  }
  if (Object.keys(fields).length > 0) throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, fields);
}

function variantValues(variant: VariantInput, displayOrder: number): VariantValues {
  return { ...variant, displayOrder };
}
