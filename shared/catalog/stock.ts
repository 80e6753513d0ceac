import type { Country } from '../money';

/** What stock rules need of an inventory row (a product document's `stock` entries map to this). */
export interface StockLevel {
  variantId: string | null;
  country: Country;
  stock: number;
}

/**
 * Stock of a product in a country (SPEC §4 "Stock"), from that product's stock rows: summed over
 * every size when no variant is given (cards, the in-stock filter), or that one size's rows (null:
 * the product without sizes). Rows that could not be read (undefined/null) count as zero.
 */
export function stockFor(country: Country, levels: readonly StockLevel[] | null | undefined, variantId?: string | null): number {
  return knownStockFor(country, levels, variantId) ?? 0;
}

/** Like stockFor, but null when the product has no stock row for it in the country (nothing known). */
export function knownStockFor(country: Country, levels: readonly StockLevel[] | null | undefined, variantId?: string | null): number | null {
  if (!levels) return null;
  let total: number | null = null;
  for (const level of levels) {
    if (level.country !== country) continue;
    if (variantId !== undefined && level.variantId !== variantId) continue;
    total = (total ?? 0) + Math.max(0, level.stock);
  }
  return total;
}
