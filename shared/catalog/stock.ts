import type { Country } from '../money';

/** What stock rules need of an inventory row (device documents and server rows both map to this). */
export interface StockRow {
  productId: string;
  variantId: string | null;
  country: Country;
  stock: number;
}

/**
 * Stock of a product in a country (SPEC §4 "Stock"): summed over every variant when no variant is
 * given (cards), or that one variant's rows (null: the product without sizes). Rows that could not
 * be read (undefined/null) count as zero.
 */
export function stockFor(
  country: Country,
  inventory: readonly StockRow[] | null | undefined,
  productId: string,
  variantId?: string | null,
): number {
  if (!inventory) return 0;
  let total = 0;
  for (const row of inventory) {
    if (row.productId !== productId || row.country !== country) continue;
    if (variantId !== undefined && row.variantId !== variantId) continue;
    total += Math.max(0, row.stock);
  }
  return total;
}

/** Every product's total stock in a country, in one pass (for grids of cards and the in-stock filter). */
export function stockByProductFor(country: Country, inventory: readonly StockRow[] | null | undefined): Map<string, number> {
  const totals = new Map<string, number>();
  if (!inventory) return totals;
  for (const row of inventory) {
    if (row.country !== country) continue;
    totals.set(row.productId, (totals.get(row.productId) ?? 0) + Math.max(0, row.stock));
  }
  return totals;
}
