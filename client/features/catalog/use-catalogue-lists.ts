import { useRxQuery } from '../../lib/db/use-rx-query';

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
