import { useMemo } from 'react';
import type { Country } from '../../../shared/money';
import { stockByProductFor } from '../../../shared/catalog/stock';
import { useRxQuery } from '../../lib/db/use-rx-query';

const NO_ROWS: never[] = [];

/** Default free-shipping threshold (SPEC §9) until the country's shipping_rates row has arrived. */
export const DEFAULT_FREE_SHIPPING_FROM = 9900;

/** The free-shipping threshold of the country's active shipping rate (lowest base rate first). */
export function useFreeShippingThreshold(country: Country): number {
  const rate = useRxQuery(
    (db) => db.shipping_rates.find({ selector: { country, isActive: true } }).$,
    [country],
  );
  const rows = rate.data ?? [];
  const cheapest = [...rows].sort((a, b) => a.baseRate - b.baseRate)[0];
  return cheapest?.freeShippingThreshold ?? DEFAULT_FREE_SHIPPING_FROM;
}

/** Every product's total stock in the country (SPEC §4: summed over variants; unread counts as zero). */
export function useStockByProduct(country: Country): ReadonlyMap<string, number> | undefined {
  const inventory = useRxQuery((db) => db.inventory.find({ selector: { country } }).$, [country]);
  const rows = inventory.status === 'ready' ? inventory.data : inventory.status === 'error' ? NO_ROWS : undefined;
  return useMemo(() => (rows ? stockByProductFor(country, rows) : undefined), [rows, country]);
}

/** Active categories in display order, and active brands by name. */
export function useCategories() {
  return useRxQuery((db) => db.categories.find({ selector: { isActive: true }, sort: [{ displayOrder: 'asc' }] }).$, []);
}

export function useActiveBrands(limit?: number) {
  return useRxQuery(
    (db) => db.brands.find({ selector: { isActive: true }, sort: [{ name: 'asc' }], ...(limit ? { limit } : {}) }).$,
    [limit ?? null],
  );
}
