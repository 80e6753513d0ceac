import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import { ADMIN_TEXTS, type ListPage } from '../../../shared/admin/api';
import {
  PICKUP_PRODUCT_TEXTS, type PickupCatalogueOption, type PickupImportReport, type PickupProductAdd, type PickupProductListQuery,
  type PickupProductRow, type PickupStockAdjust, type PickupStockSet, type PickupStoreOption,
} from '../../../shared/admin/pickup-product.schema';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { importRefusal, importSummary } from '../csv-import';
import { csvResponse, listPage, type CsvColumn } from '../../platform/list';
import { assertStockRowKey, liveProductsWithSizes } from '../stock-keys';
import { assertStoreInScope, type StoreScope } from '../store-scope';
import { planPickupImport, readPickupImportFile } from './pickup-import';
import {
  PICKUP_LIST_SORT, addPickupStock, catalogueOptions, deactivatePickupRow, findPickupRow, lockPickupRow, offerAtStore, pickupListQuery,
  pickupRowsOf, storeExists, storesOf, toPickupRow, writePickupStock, type PickupStockRow,
} from './pickup-products.repo';

const ENTITY = 'pickup_product';
const IMPORT_REASON = 'CSV import';

// Every service takes the user's store scope (server/admin/store-scope.ts), read for this request:
// a row or store outside it is a 403, and lists hold only its stores.

export function listPickupProducts(db: Database, scope: StoreScope, query: PickupProductListQuery): Promise<ListPage<PickupProductRow>> {
  if (query.storeId) assertStoreInScope(scope, query.storeId);
  return listPage(db, pickupListQuery(db, scope, query), query, PICKUP_LIST_SORT, toPickupRow);
}

export function pickupStores(db: Database, scope: StoreScope): Promise<PickupStoreOption[]> {
  return storesOf(db, scope);
}

export function pickupCatalogue(db: Database, q: string | undefined): Promise<PickupCatalogueOption[]> {
  return catalogueOptions(db, q, 20);
}

/** Offers a product (and size) at one of the user's stores with a first count; a removed row comes back. */
export async function addPickupProduct(db: Database, scope: StoreScope, audit: AuditScope, input: PickupProductAdd): Promise<PickupProductRow> {
  assertStoreInScope(scope, input.storeId);
  return db.transaction().execute(async (trx) => {
    if (!(await storeExists(trx, input.storeId))) throw new AppError('NOT_FOUND', PICKUP_PRODUCT_TEXTS.unknownStore, { storeId: PICKUP_PRODUCT_TEXTS.unknownStore });
    await assertStockRowKey(trx, input.productId, input.variantId, input.variantId === null ? PICKUP_PRODUCT_TEXTS.unknownProduct : PICKUP_PRODUCT_TEXTS.unknownVariant);
    const key = { storeId: input.storeId, productId: input.productId, variantId: input.variantId };
    const offered = await offerAtStore(trx, key, input.stock);
    if (!offered) throw new AppError('CONFLICT', PICKUP_PRODUCT_TEXTS.alreadyOffered, { productId: PICKUP_PRODUCT_TEXTS.alreadyOffered });
    await recordChange(trx, audit, {
      action: 'add', entityType: ENTITY, entityId: offered.id,
      before: null, after: { ...key, stock: input.stock, isActive: true, reason: input.reason },
    });
    return mustFind(trx, scope, offered.id);
  });
}

/** Sets an absolute count at the version the editor read; a stale version is a 409 carrying the row as it is. */
export async function setPickupStock(db: Database, scope: StoreScope, audit: AuditScope, id: string, input: PickupStockSet): Promise<PickupProductRow> {
  return db.transaction().execute(async (trx) => {
    const row = await writableRow(trx, scope, id);
    if (row.version !== input.version) throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict, undefined, await findPickupRow(trx, scope, id));
    await writePickupStock(trx, id, input.stock);
    await recordChange(trx, audit, {
      action: 'stock.set', entityType: ENTITY, entityId: id,
      before: { ...keyOf(row), stock: row.stock }, after: { ...keyOf(row), stock: input.stock, reason: input.reason },
    });
    return mustFind(trx, scope, id);
  });
}

/** Adds or takes away units atomically (concurrent adjustments all count); never below 0 (409 with what is left). */
export async function adjustPickupStock(db: Database, scope: StoreScope, audit: AuditScope, id: string, input: PickupStockAdjust): Promise<PickupProductRow> {
  return db.transaction().execute(async (trx) => {
    // Checked without a lock: the one UPDATE below takes it, so concurrent adjustments queue there.
    const found = await findPickupRow(trx, { kind: 'all' }, id);
    if (!found) throw new AppError('NOT_FOUND', PICKUP_PRODUCT_TEXTS.unknownRow);
    assertStoreInScope(scope, found.storeId);
    if (!found.isActive) throw new AppError('CONFLICT', PICKUP_PRODUCT_TEXTS.removedRow);
    const after = await addPickupStock(trx, id, input.delta);
    if (after === null) {
      const now = await findPickupRow(trx, scope, id);
      if (!now?.isActive) throw new AppError('CONFLICT', PICKUP_PRODUCT_TEXTS.removedRow);
      const message = PICKUP_PRODUCT_TEXTS.belowZero(now.stock);
      throw new AppError('CONFLICT', message, { delta: message });
    }
    const key = { storeId: found.storeId, productId: found.productId, variantId: found.variantId };
    await recordChange(trx, audit, {
      action: 'stock.adjust', entityType: ENTITY, entityId: id,
      before: { ...key, stock: after - input.delta }, after: { ...key, stock: after, delta: input.delta, reason: input.reason },
    });
    return mustFind(trx, scope, id);
  });
}

/** The store stops offering it: the row turns inactive at the version read (its stock and history stay). */
export async function removePickupProduct(db: Database, scope: StoreScope, audit: AuditScope, id: string, input: { version: string; reason: string }): Promise<PickupProductRow> {
  return db.transaction().execute(async (trx) => {
    const row = await writableRow(trx, scope, id);
    if (row.version !== input.version) throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict, undefined, await findPickupRow(trx, scope, id));
    await deactivatePickupRow(trx, id);
    await recordChange(trx, audit, {
      action: 'remove', entityType: ENTITY, entityId: id,
      before: { ...keyOf(row), stock: row.stock, isActive: true }, after: { ...keyOf(row), stock: row.stock, isActive: false, reason: input.reason },
    });
    return mustFind(trx, scope, id);
  });
}

/**
 * A pickup CSV: the dry run reports every line's outcome and writes nothing; the real import decides
 * again with the stores' rows locked and writes every change in one transaction, or nothing at all when
 * any line has an error. Unchanged lines write nothing and record nothing.
 */
export async function importPickupStock(db: Database, scope: StoreScope, audit: AuditScope, csv: string, dryRun: boolean): Promise<PickupImportReport> {
  const lines = readPickupImportFile(csv);
  const storeIds = [...new Set(lines.map((line) => line.storeId).filter((storeId) => storeId !== ''))];
  const productIds = [...new Set(lines.map((line) => line.productId).filter((productId) => productId !== ''))];
  const plan = async (trx: Database | Transaction<DB>, lock: boolean) => {
    const rows = await pickupRowsOf(trx, storeIds, lock);
    const stores = new Set<string>();
    for (const storeId of storeIds) if (await storeExists(trx, storeId)) stores.add(storeId);
    return planPickupImport(lines, { scope, stores, products: await liveProductsWithSizes(trx, productIds), rows });
  };
  if (dryRun) {
    const { outcomes } = await plan(db, false);
    nothingChanged(audit);
    return { dryRun: true, applied: false, summary: importSummary(outcomes), rows: outcomes };
  }
  return db.transaction().execute(async (trx) => {
    const { outcomes, changes } = await plan(trx, true);
    const errors = outcomes.flatMap((outcome) => (outcome.outcome === 'error' ? [{ line: outcome.line, error: outcome.error }] : []));
    if (errors.length > 0) throw importRefusal(errors);
    for (const change of changes) {
      const key = { storeId: change.storeId, productId: change.productId, variantId: change.variantId };
      let id: string;
      if (change.existing) {
        id = change.existing.id;
        await writePickupStock(trx, id, change.to, true);
      } else {
        const offered = await offerAtStore(trx, key, change.to);
        // The stores' rows are locked, but a missing row cannot be: someone added it meanwhile.
        if (!offered) throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict);
        id = offered.id;
      }
      const added = change.existing === null || !change.existing.isActive;
      await recordChange(trx, audit, {
        action: added ? 'add' : 'stock.set', entityType: ENTITY, entityId: id,
        before: added ? null : { ...key, stock: change.from }, after: { ...key, stock: change.to, isActive: true, reason: IMPORT_REASON },
      });
    }
    if (changes.length === 0) nothingChanged(audit);
    return { dryRun: false, applied: true, summary: importSummary(outcomes), rows: outcomes };
  });
}

// The import reads these back by name (shared/admin/pickup-product.schema.ts PICKUP_CSV_COLUMNS).
const CSV_COLUMNS: ReadonlyArray<CsvColumn<PickupProductRow>> = [
  { header: 'store_id', value: (row) => row.storeId },
  { header: 'product_id', value: (row) => row.productId },
  { header: 'variant_id', value: (row) => row.variantId },
  { header: 'store', value: (row) => row.storeName },
  { header: 'product', value: (row) => row.productName },
  { header: 'size', value: (row) => row.variantName },
  { header: 'stock', value: (row) => row.stock },
];

/** The list as a CSV in the import's format: exporting and importing the same file changes nothing. */
export function pickupCsv(c: Context, db: Database, scope: StoreScope, query: PickupProductListQuery): Response {
  if (query.storeId) assertStoreInScope(scope, query.storeId);
  return csvResponse(c, pickupListQuery(db, scope, query), query, PICKUP_LIST_SORT, toPickupRow, { name: 'pickup-products', columns: CSV_COLUMNS });
}

/** The row, locked, in the scope: 404 without it, 403 outside the user's stores, 409 once removed. */
async function writableRow(trx: Transaction<DB>, scope: StoreScope, id: string): Promise<PickupStockRow> {
  const row = await lockPickupRow(trx, id);
  if (!row) throw new AppError('NOT_FOUND', PICKUP_PRODUCT_TEXTS.unknownRow);
  assertStoreInScope(scope, row.storeId);
  if (!row.isActive) throw new AppError('CONFLICT', PICKUP_PRODUCT_TEXTS.removedRow, undefined, await findPickupRow(trx, scope, id));
  return row;
}

function keyOf(row: PickupStockRow) {
  return { storeId: row.storeId, productId: row.productId, variantId: row.variantId };
}

async function mustFind(trx: Transaction<DB>, scope: StoreScope, id: string): Promise<PickupProductRow> {
  const row = await findPickupRow(trx, scope, id);
  if (!row) throw new AppError('INTERNAL', 'Pickup row vanished inside its own transaction');
  return row;
}
