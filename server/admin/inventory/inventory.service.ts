import { AppError } from '../../../shared/errors';
import { ADMIN_TEXTS } from '../../../shared/admin/api';
import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import type { ListPage } from '../../../shared/admin/api';
import {
  INVENTORY_TEXTS, type ImportReport, type InventoryListQuery, type InventoryRow, type StockAdjust, type StockSet,
} from '../../../shared/admin/inventory.schema';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';
import { csvResponse, listPage, type CsvColumn } from '../../platform/list';
import { importRefusal, importSummary } from '../csv-import';
import {
  INVENTORY_LIST_SORT, addStock, currentStock, findInventoryRow, inventoryListQuery, toInventoryRow, lockProductsStock, lockStockRow, stockRowsOf, writeStock, type StockKey,
} from './inventory.repo';
import { planImport, readImportFile } from './inventory-import';
import { assertStockRowKey, liveProductsWithSizes } from '../stock-keys';

const ENTITY = 'inventory';

/** Sets an absolute count at the version the editor read (null: there was no row); a stale version is a 409. */
export async function setStock(db: Database, scope: AuditScope, input: StockSet): Promise<InventoryRow> {
  const key: StockKey = { productId: input.productId, variantId: input.variantId, country: input.country };
  return db.transaction().execute(async (trx) => {
    await checkKey(trx, key);
    const existing = await lockStockRow(trx, key);
    const liveVersion = existing && !existing.deleted ? existing.version : null;
    if (liveVersion !== input.version) throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict);
    const before = liveVersion === null ? 0 : existing!.stock;
    const id = await writeStock(trx, key, existing, input.stock);
    if (id === null) throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict);
    await recordChange(trx, scope, {
      action: 'stock.set', entityType: ENTITY, entityId: id,
      before: { ...key, stock: before }, after: { ...key, stock: input.stock, reason: input.reason },
    });
    return mustFindRow(trx, key);
  });
}

/** Adds or takes away units atomically (concurrent adjustments all count); never below 0 (409 with what is left). */
export async function adjustStock(db: Database, scope: AuditScope, input: StockAdjust): Promise<InventoryRow> {
  const key: StockKey = { productId: input.productId, variantId: input.variantId, country: input.country };
  return db.transaction().execute(async (trx) => {
    await checkKey(trx, key);
    const after = await addStock(trx, key, input.delta);
    if (!after) {
      const message = INVENTORY_TEXTS.belowZero(await currentStock(trx, key));
      throw new AppError('CONFLICT', message, { delta: message });
    }
    await recordChange(trx, scope, {
      action: 'stock.adjust', entityType: ENTITY, entityId: after.id,
      before: { ...key, stock: after.stock - input.delta }, after: { ...key, stock: after.stock, delta: input.delta, reason: input.reason },
    });
    return mustFindRow(trx, key);
  });
}

/**
 * An inventory CSV: the dry run reports every line's outcome and writes nothing; the real import
 * decides again under locks and writes every change in one transaction, or nothing at all when any
 * line has an error (docs/decisions/037). Unchanged lines write nothing and record nothing.
 */
export async function importStock(db: Database, scope: AuditScope, csv: string, dryRun: boolean): Promise<ImportReport> {
  const lines = readImportFile(csv);
  const productIds = [...new Set(lines.map((line) => line.productId).filter((id) => id !== ''))];
  if (dryRun) {
    const { outcomes } = planImport(lines, { products: await liveProductsWithSizes(db, productIds), stock: await stockRowsOf(db, productIds) });
    nothingChanged(scope);
    return report(true, false, outcomes);
  }
  return db.transaction().execute(async (trx) => {
    await lockProductsStock(trx, productIds);
    const { outcomes, changes } = planImport(lines, { products: await liveProductsWithSizes(trx, productIds), stock: await stockRowsOf(trx, productIds) });
    const errors = outcomes.filter((outcome) => outcome.outcome === 'error');
    if (errors.length > 0) throw importRefusal(errors.map((outcome) => ({ line: outcome.line, error: outcome.outcome === 'error' ? outcome.error : '' })));
    for (const change of changes) {
      const key: StockKey = { productId: change.productId, variantId: change.variantId, country: change.country };
      const id = await writeStock(trx, key, change.existing, change.to);
      // The products' stock rows are locked, but a missing row cannot be: someone created it meanwhile.
      if (id === null) throw new AppError('CONFLICT', ADMIN_TEXTS.editConflict);
      await recordChange(trx, scope, {
        action: 'stock.set', entityType: ENTITY, entityId: id,
        before: { ...key, stock: change.from }, after: { ...key, stock: change.to, reason: INVENTORY_TEXTS.importReason },
      });
    }
    if (changes.length === 0) nothingChanged(scope);
    return report(false, true, outcomes);
  });
}

function report(dryRun: boolean, applied: boolean, rows: ImportReport['rows']): ImportReport {
  return { dryRun, applied, summary: importSummary(rows), rows };
}

/** The key names a live product (without sizes) or a live size of it; otherwise a 404. */
async function checkKey(trx: Transaction<DB>, key: StockKey): Promise<void> {
  await assertStockRowKey(trx, key.productId, key.variantId, INVENTORY_TEXTS.unknownRow);
}

async function mustFindRow(trx: Transaction<DB>, key: StockKey): Promise<InventoryRow> {
  const row = await findInventoryRow(trx, key.productId, key.variantId);
  if (!row) throw new AppError('INTERNAL', 'Inventory row vanished inside its own transaction');
  return row;
}

export function listInventory(db: Database, query: InventoryListQuery): Promise<ListPage<InventoryRow>> {
  return listPage(db, inventoryListQuery(db, query), query, INVENTORY_LIST_SORT, toInventoryRow);
}

// The import reads these back by name (shared/admin/inventory.schema.ts INVENTORY_CSV_COLUMNS).
const CSV_COLUMNS: ReadonlyArray<CsvColumn<InventoryRow>> = [
  { header: 'product_id', value: (row) => row.productId },
  { header: 'variant_id', value: (row) => row.variantId },
  { header: 'product', value: (row) => row.productName },
  { header: 'size', value: (row) => row.variantName },
  { header: 'us_stock', value: (row) => row.stock.US.stock },
  { header: 'uk_stock', value: (row) => row.stock.UK.stock },
];

/** The grid as a CSV in the import's format: exporting and importing the same file changes nothing. */
export function inventoryCsv(c: Context, db: Database, query: InventoryListQuery): Response {
  return csvResponse(c, inventoryListQuery(db, query), query, INVENTORY_LIST_SORT, toInventoryRow, { name: 'inventory', columns: CSV_COLUMNS });
}
