import {
  byIndexOrder, searchIndexEntry, searchIndexOf, searchNames,
  type SearchIndex, type SearchIndexEntry, type SearchableBrand, type SearchableCategory, type SearchableProduct,
} from '../../../shared/catalog/search';
import { SlicePace, yieldToMain } from '../../lib/yield-to-main';

// The shop searches the whole catalogue on the device, over an index of every product (normalised
// names, country prices and stock). Built in one go, 10,000 products took some 70 ms of one task
// at full speed the moment the first sync ended (docs/benchmarks.md, Lighthouse, session 28): a tap
// then waited, and Lighthouse counted it four times over. It is built here in slices that yield to
// the browser, and rebuilt after a change from the entries that did not change.

/** An index and what it was built from, to tell whether it still answers and to rebuild from. */
export interface SlicedSearchIndex<P extends SearchableProduct> {
  index: SearchIndex<P>;
  products: readonly P[];
  /** The brand and category names its entries were matched on. */
  namesKey: string;
  entryOf: WeakMap<P, SearchIndexEntry<P>>;
}

/** What a product's entry depends on besides the product: the brands' and categories' ids and names. */
export function searchNamesKey(brands: readonly SearchableBrand[], categories: readonly SearchableCategory[]): string {
  return JSON.stringify([brands.map((brand) => [brand.id, brand.name, brand.slug]), categories.map((category) => [category.id, category.name, category.slug])]);
}

/** Whether `built` was made from exactly these products (the same documents, in the same order) and names. */
export function answersFor<P extends SearchableProduct>(built: SlicedSearchIndex<P> | null, products: readonly P[], namesKey: string): boolean {
  if (!built || built.namesKey !== namesKey || built.products.length !== products.length) return false;
  return built.products.every((product, position) => product === products[position]);
}

export interface SliceOptions<P extends SearchableProduct> {
  /** The index built before: a product that is the same object keeps its entry (RxDB hands out the same document until it changes). */
  previous?: SlicedSearchIndex<P> | null;
  /** Checked after each slice: false ends the build (resolving null). */
  stillWanted?: () => boolean;
  yieldNow?: () => Promise<void>;
  pace?: SlicePace;
}

/**
 * The index over `products`, in the shop's default order (by name, then id), made in slices of about
 * 8 ms with a yield to the browser between them. Entries of unchanged products are taken from
 * `previous` as they are, when the brand and category names are the same.
 */
export async function buildSearchIndexInSlices<P extends SearchableProduct>(
  products: readonly P[],
  brands: readonly SearchableBrand[],
  categories: readonly SearchableCategory[],
  { previous = null, stillWanted = () => true, yieldNow = yieldToMain, pace = new SlicePace({ budgetMs: 8, first: 250, min: 50, max: 5000 }) }: SliceOptions<P> = {},
): Promise<SlicedSearchIndex<P> | null> {
  const namesKey = searchNamesKey(brands, categories);
  const names = searchNames(brands, categories);
  const reusable = previous && previous.namesKey === namesKey ? previous.entryOf : null;
  const entryOf = new WeakMap<P, SearchIndexEntry<P>>();
  // Kept entries first, in the order they were in; new ones after, each slice's sorted: the final
  // sort then merges a few ordered runs instead of sorting 10,000 names from scratch.
  const unchanged: SearchIndexEntry<P>[] = [];
  const made: SearchIndexEntry<P>[] = [];
  let position = 0;
  while (position < products.length) {
    const started = performance.now();
    const begin = position;
    const end = Math.min(products.length, position + pace.size());
    const slice: SearchIndexEntry<P>[] = [];
    for (; position < end; position += 1) {
      const product = products[position]!;
      const kept = reusable?.get(product);
      const entry = kept ?? searchIndexEntry(product, names);
      entryOf.set(product, entry);
      if (!kept) slice.push(entry);
    }
    slice.sort(byIndexOrder);
    made.push(...slice);
    pace.took('entries', end - begin, performance.now() - started);
    if (position < products.length) {
      await yieldNow();
      if (!stillWanted()) return null;
    }
  }
  if (reusable && previous) {
    for (const entry of previous.index.entries) {
      if (entryOf.get(entry.product) === entry) unchanged.push(entry);
    }
  }
  const entries = unchanged.concat(made).sort(byIndexOrder);
  return { index: searchIndexOf(entries, brands, categories), products, namesKey, entryOf };
}
