import type { CartItemDoc } from '../../../shared/sync/documents';
import { cartItemKey } from '../../../shared/sync/cart-item-key';

// The arithmetic of the guest-cart merge (DECISIONS "Cart"): same product and variant, quantities
// add, capped at the stock known and the line limit; a line that would not grow is left alone.
// Pure, so it is tested on its own (guest-cart-merge.ts does the talking to the server).

export type CartDocument = CartItemDoc & { _deleted: boolean };

export interface MergeRow {
  assumed: CartDocument | null;
  next: CartDocument;
  /** The guest quantity this row adds, to recompute on a conflict. */
  adds: number;
  /** Known stock when the journal was written (null: unknown). */
  stock: number | null;
}

export interface GuestLine {
  productId: string;
  variantId: string | null;
  quantity: number;
  /** The stock known on the device for the line (null: unknown). */
  stock: number | null;
}

export function mergedQuantity(base: number, adds: number, stock: number | null, maxLineQuantity: number): number {
  return Math.min(base + adds, maxLineQuantity, stock ?? maxLineQuantity);
}

/** The account-cart rows that take the guest lines in, against the account cart as pulled. */
export function planMergeRows(guest: readonly GuestLine[], master: ReadonlyMap<string, CartDocument>, now: string, maxLineQuantity: number): MergeRow[] {
  return guest.flatMap((entry) => {
    const key = cartItemKey(entry.productId, entry.variantId);
    const existing = master.get(key) ?? null;
    const base = existing && !existing._deleted ? existing.quantity : 0;
    const target = mergedQuantity(base, entry.quantity, entry.stock, maxLineQuantity);
    if (target <= base) return [];
    return [{
      assumed: existing,
      next: { id: key, productId: entry.productId, variantId: entry.variantId, quantity: target, updatedAt: now, _deleted: false },
      adds: entry.quantity,
      stock: entry.stock,
    }];
  });
}

/** After a push, the rows to send again: a line someone changed meanwhile gets the guest quantity added to what is there now. */
export function rebaseOnConflicts(rows: readonly MergeRow[], conflicts: readonly CartDocument[], now: string, maxLineQuantity: number): MergeRow[] {
  return conflicts.flatMap((master) => {
    const row = rows.find((candidate) => candidate.next.id === master.id);
    if (!row) return [];
    const base = master._deleted ? 0 : master.quantity;
    const target = mergedQuantity(base, row.adds, row.stock, maxLineQuantity);
    if (target <= base) return [];
    return [{ ...row, assumed: master, next: { ...row.next, quantity: target, updatedAt: now } }];
  });
}
