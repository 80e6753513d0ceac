import { PICKUP_CSV_REQUIRED, PICKUP_PRODUCT_TEXTS, type PickupImportRowOutcome } from '../../../shared/admin/pickup-product.schema';
import { readCsvRecords, readStockCell } from '../csv-import';
import { namesStockRow } from '../stock-keys';
import { scopeCovers, type StoreScope } from '../store-scope';
import { pickupKeyString, type PickupKey, type PickupStockRow } from './pickup-products.repo';

/** One line of a pickup CSV as read: the count is still text. */
export interface PickupImportLine extends PickupKey {
  line: number;
  stock: string;
}

/** Reads a pickup-products CSV (as exported); a file that is not one is a clear 400 on the `file` field. */
export function readPickupImportFile(text: string): PickupImportLine[] {
  return readCsvRecords(text, PICKUP_CSV_REQUIRED).map(({ line, cells }) => ({
    line,
    storeId: cells.store_id ?? '',
    productId: cells.product_id ?? '',
    variantId: cells.variant_id ? cells.variant_id : null,
    stock: cells.stock ?? '',
  }));
}

/** What the shop holds now, as far as the file names it. */
export interface PickupImportState {
  scope: StoreScope;
  /** Stores that exist. */
  stores: Set<string>;
  /** Live products with their live sizes. */
  products: Map<string, Set<string>>;
  /** The stores' rows, active or not, keyed by pickupKeyString. */
  rows: Map<string, PickupStockRow>;
}

export interface PlannedPickupChange extends PickupKey {
  from: number;
  to: number;
  /** The row as it is (null: the store never offered it). */
  existing: PickupStockRow | null;
}

/**
 * What importing these lines does, line by line (pure, so the dry run and the real import decide alike):
 * a store that is not the user's, an unknown product or size, a bad count or a repeated line is an error;
 * a row the store does not offer (or removed) is added with the count; an equal count is unchanged.
 */
export function planPickupImport(lines: readonly PickupImportLine[], state: PickupImportState): { outcomes: PickupImportRowOutcome[]; changes: PlannedPickupChange[] } {
  const outcomes: PickupImportRowOutcome[] = [];
  const changes: PlannedPickupChange[] = [];
  const firstLineOf = new Map<string, number>();
  for (const line of lines) {
    const { storeId, productId, variantId } = line;
    const base = { line: line.line, storeId, productId, variantId };
    const error = (message: string) => outcomes.push({ ...base, outcome: 'error', error: message });
    const key = pickupKeyString(line);
    const duplicateOf = firstLineOf.get(key);
    if (duplicateOf !== undefined) {
      error(PICKUP_PRODUCT_TEXTS.duplicateRow(duplicateOf));
      continue;
    }
    firstLineOf.set(key, line.line);
    if (!state.stores.has(storeId)) {
      error(PICKUP_PRODUCT_TEXTS.unknownStore);
      continue;
    }
    if (!scopeCovers(state.scope, storeId)) {
      error(PICKUP_PRODUCT_TEXTS.notYourStore);
      continue;
    }
    const sizes = state.products.get(productId);
    if (!sizes) {
      error(PICKUP_PRODUCT_TEXTS.unknownProduct);
      continue;
    }
    if (!namesStockRow(state.products, productId, variantId)) {
      error(variantId === null ? PICKUP_PRODUCT_TEXTS.needsVariant : PICKUP_PRODUCT_TEXTS.unknownVariant);
      continue;
    }
    const count = line.stock === '' ? PICKUP_PRODUCT_TEXTS.badNumber('stock', '') : readStockCell('stock', line.stock);
    if (typeof count === 'string') {
      error(count);
      continue;
    }
    const existing = state.rows.get(key) ?? null;
    const offered = existing !== null && existing.isActive;
    const from = offered ? existing.stock : 0;
    if (offered && from === count) {
      outcomes.push({ ...base, outcome: 'unchanged' });
      continue;
    }
    outcomes.push({ ...base, outcome: 'updated', from, to: count, added: !offered });
    changes.push({ storeId, productId, variantId, from, to: count, existing });
  }
  return { outcomes, changes };
}
