import { useEffect, useMemo, useState } from 'react';
import type { SearchIndex, SearchableBrand, SearchableCategory, SearchableProduct } from '../../../shared/catalog/search';
import { answersFor, buildSearchIndexInSlices, searchNamesKey, type SlicedSearchIndex } from './search-index-in-slices';

// The last index built, kept across the shop page's mounts: coming back to the shop with nothing
// changed finds it ready, and a rebuild after a change starts from it.
let last: SlicedSearchIndex<SearchableProduct> | null = null;

/**
 * The shop's search index over the device's catalogue (search-index-in-slices.ts). undefined until
 * the first one is built; after a change, the one before until the new one is (the change shows a
 * moment later, and no tap waits for it).
 */
export function useSearchIndex<P extends SearchableProduct>(
  products: readonly P[] | undefined,
  brands: readonly SearchableBrand[] | undefined,
  categories: readonly SearchableCategory[] | undefined,
): SearchIndex<P> | undefined {
  const namesKey = useMemo(() => (brands && categories ? searchNamesKey(brands, categories) : null), [brands, categories]);
  const [, setBuilt] = useState(0);
  const current = last as SlicedSearchIndex<P> | null;
  const upToDate = products !== undefined && namesKey !== null && answersFor(current, products, namesKey);

  useEffect(() => {
    if (!products || !brands || !categories || upToDate) return;
    let wanted = true;
    void buildSearchIndexInSlices(products, brands, categories, { previous: current, stillWanted: () => wanted }).then((built) => {
      if (!built || !wanted) return;
      last = built as unknown as SlicedSearchIndex<SearchableProduct>;
      setBuilt((count) => count + 1);
    });
    return () => {
      wanted = false;
    };
    // `current` is read at the start of a build only; the inputs and whether they are answered decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [products, brands, categories, upToDate]);

  return products && current ? current.index : undefined;
}
