import type { BulkOutcome, InventoryBulk } from '../../../shared/admin/bulk.schema';
import type { Database } from '../../db/database';
import type { Logger } from '../../logging/logger';
import type { AuditScope } from '../../platform/audit';
import { applyEach } from '../bulk';
import { inventoryListQuery } from './inventory.repo';
import { adjustStock, setStock } from './inventory.service';

/**
 * One country's stock of the selected rows set to one count or changed by one amount, for one reason
 * (docs/decisions/100): each row through the single row's set (at the version the grid showed, else
 * a 409 refused) or adjust (never below 0), in its own transaction with its audit row.
 */
export async function bulkChangeStock(db: Database, scope: AuditScope, log: Logger, bulk: InventoryBulk): Promise<BulkOutcome> {
  const rows = [...new Map(bulk.rows.map((row) => [`${row.productId}/${row.variantId ?? ''}`, row])).values()];
  const labels = await stockRowLabels(db, rows.map((row) => row.productId));
  const targets = rows.map((row) => {
    const id = row.variantId ? `${row.productId}/${row.variantId}` : row.productId;
    const key = { productId: row.productId, variantId: row.variantId, country: bulk.country };
    return {
      id,
      label: labels.get(id) ?? id,
      apply: async () => {
        if (bulk.mode === 'set') await setStock(db, scope, { ...key, stock: bulk.stock, version: row.version, reason: bulk.reason });
        else await adjustStock(db, scope, { ...key, delta: bulk.delta, reason: bulk.reason });
      },
    };
  });
  return applyEach(targets, scope, log);
}

/** How the grid names its rows: "Product – Size", or the product's name when it has no sizes. */
async function stockRowLabels(db: Database, productIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await inventoryListQuery(db, {}, [...new Set(productIds)]).execute();
  return new Map(rows.map((row) => [row.variant_id ? `${row.product_id}/${row.variant_id}` : row.product_id, row.variant_name ? `${row.product_name} – ${row.variant_name}` : row.product_name]));
}
