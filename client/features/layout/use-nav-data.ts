import { useRxQuery } from '../../lib/db/use-rx-query';
import type { BrandDoc, CategoryDoc } from '../../../shared/sync/documents';

/** Active categories in display order (SPEC §7.2), from the device's copy: works offline. */
export function useActiveCategories(limit?: number): CategoryDoc[] | undefined {
  const result = useRxQuery(
    (db) => db.categories.find({ selector: { isActive: true }, sort: [{ displayOrder: 'asc' }, { id: 'asc' }], ...(limit ? { limit } : {}) }).$,
    [limit ?? null],
  );
  return result.data?.map((doc) => doc.toJSON() as CategoryDoc);
}

/** Active brands by name (SPEC §7.2), from the device's copy. */
export function useActiveBrands(): BrandDoc[] | undefined {
  const result = useRxQuery((db) => db.brands.find({ selector: { isActive: true }, sort: [{ name: 'asc' }, { id: 'asc' }] }).$, []);
  return result.data?.map((doc) => doc.toJSON() as BrandDoc);
}
