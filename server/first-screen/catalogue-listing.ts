import type { Database } from '../db/database';
import type { ChangeFeed } from '../sync/change-feed';
import { brandDocument } from '../sync/mappers/brand.mapper';
import { categoryDocument } from '../sync/mappers/category.mapper';
import { buildSearchIndex, byIndexOrder, type SearchIndex, type SearchableBrand, type SearchableCategory, type SearchableProduct } from '../../shared/catalog/search';
import type { BrandDoc, CategoryDoc } from '../../shared/sync/documents';
import { selectActiveBrands, selectActiveCategories, selectListedProducts, type ListedProduct } from './first-screen.repo';

/** Every live product in primary-key order, the active brands and categories, and the search index over them. */
export interface CatalogueListing {
  /** In primary-key order: how the device reads a collection without a sort. */
  products: readonly ListedProduct[];
  /** Active, by name (code-unit order, then id), as the device's brand query gives them. */
  brands: readonly BrandDoc[];
  /** Active, by display order (then id). */
  categories: readonly CategoryDoc[];
  index: SearchIndex<ListedProduct>;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function readListing(db: Database): Promise<CatalogueListing> {
  const [products, brandRows, categoryRows] = await Promise.all([selectListedProducts(db), selectActiveBrands(db), selectActiveCategories(db)]);
  products.sort((a, b) => byText(a.id, b.id));
  const brands = brandRows.map(brandDocument).sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id));
  const categories = categoryRows.map(categoryDocument).sort((a, b) => a.displayOrder - b.displayOrder || byText(a.id, b.id));
  return { products, brands, categories, index: nameOrderedIndex(products, brands, categories) };
}

/**
 * The search index with its entries in the shop's default order, by normalised name then id,
 * rather than by id (docs/decisions/077). Every sort of the search is stable and ends on the name,
 * so it gives the same order from this one as from the id-ordered index, ties by id included; but
 * sorting an ordered array is a single pass, where sorting 10,000 names took some 7 ms of every
 * /shop request.
 */
export function nameOrderedIndex<P extends SearchableProduct>(
  products: readonly P[],
  brands: readonly SearchableBrand[],
  categories: readonly SearchableCategory[],
): SearchIndex<P> {
  const index = buildSearchIndex(products, brands, categories);
  const entries = [...index.entries].sort(byIndexOrder);
  return { ...index, entries };
}

const LISTED_TABLES = new Set(['products', 'brands', 'categories']);
const cache = new WeakMap<ChangeFeed, Promise<CatalogueListing>>();

/**
 * The listing, read once and kept until the change feed reports a change to products, brands or
 * categories (reading 10,000 rows for every /shop request would cost more than the page's first
 * screen saves). Between a commit and its notification (the feed batches for 50 ms) a page may get
 * the listing from just before it; the page then switches to the device's data once synced.
 */
export function catalogueListing(db: Database, changes: ChangeFeed): Promise<CatalogueListing> {
  const kept = cache.get(changes);
  if (kept && !changes.stopped) return kept;
  const reading = readListing(db);
  if (changes.stopped) return reading;
  cache.set(changes, reading);
  const unsubscribe = changes.subscribe((tables) => {
    if (!tables.some((table) => LISTED_TABLES.has(table))) return;
    unsubscribe();
    if (cache.get(changes) === reading) cache.delete(changes);
  });
  // A failed read is not kept.
  reading.catch(() => {
    unsubscribe();
    if (cache.get(changes) === reading) cache.delete(changes);
  });
  return reading;
}
