import type { Country } from '../../../shared/money';
import { useRxQuery } from '../../lib/db/use-rx-query';

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
