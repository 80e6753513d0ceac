import type { Country } from '../money';
import { productPriceFor } from '../pricing';
import { stockFor, type StockLevel } from './stock';

/** What search needs of a product (device documents map to this directly). */
export interface SearchableProduct {
  id: string;
  name: string;
  price: number;
  priceUk: number | null;
  categoryId: string | null;
  brandId: string | null;
  createdAt: string;
  /** The product's stock rows (every size, both countries). */
  stock: readonly StockLevel[];
}

export interface SearchableBrand {
  id: string;
  name: string;
  slug: string;
}

export interface SearchableCategory {
  id: string;
  name: string;
  slug: string;
}

export const PRODUCT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductSearch {
  term?: string;
  categorySlug?: string;
  brandSlugs?: readonly string[];
  /** Inclusive bounds on the country price, integer minor units. */
  priceMin?: number;
  priceMax?: number;
  inStockOnly?: boolean;
  /** relevance (the default): name matches first, then by name; the others order strictly. */
  sort?: ProductSort;
  country: Country;
}

export interface SearchIndexEntry<P> {
  product: P;
  /** Normalised name, then brand and category names: what a term may match. */
  nameKey: string;
  otherKey: string;
  priceUs: number;
  priceUk: number;
  /** Stock summed over every size, per country. */
  stockUs: number;
  stockUk: number;
  createdAt: string;
}

/** A catalogue prepared for searching: normalised text and country prices, computed once. */
export interface SearchIndex<P extends SearchableProduct> {
  entries: readonly SearchIndexEntry<P>[];
  brandIdBySlug: ReadonlyMap<string, string>;
  categoryIdBySlug: ReadonlyMap<string, string>;
}

/** Lower case without accents: "Éclair" and "eclair" are the same word to a shopper. */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The brand and category names a product's entry is matched on, normalised, by id. */
export interface SearchNames {
  brandName: ReadonlyMap<string, string>;
  categoryName: ReadonlyMap<string, string>;
}

export function searchNames(brands: readonly SearchableBrand[], categories: readonly SearchableCategory[]): SearchNames {
  return {
    brandName: new Map(brands.map((brand) => [brand.id, normaliseSearchText(brand.name)])),
    categoryName: new Map(categories.map((category) => [category.id, normaliseSearchText(category.name)])),
  };
}

/** One product prepared for searching: its normalised text, country prices and stock. */
export function searchIndexEntry<P extends SearchableProduct>(product: P, { brandName, categoryName }: SearchNames): SearchIndexEntry<P> {
  return {
    product,
    nameKey: normaliseSearchText(product.name),
    otherKey: `${product.brandId ? (brandName.get(product.brandId) ?? '') : ''}\n${product.categoryId ? (categoryName.get(product.categoryId) ?? '') : ''}`,
    priceUs: productPriceFor('US', product),
    priceUk: productPriceFor('UK', product),
    stockUs: stockFor('US', product.stock),
    stockUk: stockFor('UK', product.stock),
    createdAt: product.createdAt,
  };
}

/**
 * The shop's default order, by normalised name then id. Every sort of the search is stable and ends
 * on the name, so an index in this order gives the same results as one in id order, and sorting an
 * ordered array is a single pass (docs/decisions/077).
 */
export function byIndexOrder(a: SearchIndexEntry<SearchableProduct>, b: SearchIndexEntry<SearchableProduct>): number {
  return a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.product.id < b.product.id ? -1 : a.product.id > b.product.id ? 1 : 0;
}

/** An index over entries made with searchIndexEntry, in the order given. */
export function searchIndexOf<P extends SearchableProduct>(
  entries: readonly SearchIndexEntry<P>[],
  brands: readonly SearchableBrand[],
  categories: readonly SearchableCategory[],
): SearchIndex<P> {
  return {
    entries,
    brandIdBySlug: new Map(brands.map((brand) => [brand.slug, brand.id])),
    categoryIdBySlug: new Map(categories.map((category) => [category.slug, category.id])),
  };
}

/** Normalises every product once; reuse the result until the catalogue changes. */
export function buildSearchIndex<P extends SearchableProduct>(
  products: readonly P[],
  brands: readonly SearchableBrand[],
  categories: readonly SearchableCategory[],
): SearchIndex<P> {
  const names = searchNames(brands, categories);
  return searchIndexOf(products.map((product) => searchIndexEntry(product, names)), brands, categories);
}

// The last index built, kept while the same arrays are passed in (a live query hands out a new
// array on every change, so identity is the change signal).
let cached: { products: unknown; brands: unknown; categories: unknown; index: SearchIndex<SearchableProduct> } | null = null;

function indexFor<P extends SearchableProduct>(
  products: readonly P[],
  brands: readonly SearchableBrand[],
  categories: readonly SearchableCategory[],
): SearchIndex<P> {
  if (cached && cached.products === products && cached.brands === brands && cached.categories === categories) {
    return cached.index as unknown as SearchIndex<P>;
  }
  const index = buildSearchIndex(products, brands, categories);
  cached = { products, brands, categories, index: index as unknown as SearchIndex<SearchableProduct> };
  return index;
}

// Case- and accent-insensitive, like the search itself.
const byName = (a: { nameKey: string }, b: { nameKey: string }) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : 0);

/**
 * The shop's search (SPEC §2.6 plus filters): case- and accent-insensitive words matched against
 * the product name, its brand name and its category name (every word must match somewhere;
 * products whose name holds every word rank first), filtered by category, brands, country price
 * range and country stock, then sorted.
 */
export function searchProducts<P extends SearchableProduct>(
  products: readonly P[],
  brands: readonly SearchableBrand[],
  categories: readonly SearchableCategory[],
  search: ProductSearch,
): P[] {
  return searchIndex(indexFor(products, brands, categories), search);
}

/** searchProducts over an index built beforehand with buildSearchIndex. */
export function searchIndex<P extends SearchableProduct>(index: SearchIndex<P>, search: ProductSearch): P[] {
  const words = normaliseSearchText(search.term ?? '').split(/\s+/).filter(Boolean);
  let categoryId: string | undefined;
  if (search.categorySlug) categoryId = index.categoryIdBySlug.get(search.categorySlug) ?? ''; // ids are never empty
  let brandIds: Set<string> | null = null;
  if (search.brandSlugs && search.brandSlugs.length > 0) {
    brandIds = new Set(search.brandSlugs.flatMap((slug) => index.brandIdBySlug.get(slug) ?? []));
  }
  const uk = search.country === 'UK';
  const min = search.priceMin ?? -Infinity;
  const max = search.priceMax ?? Infinity;

  const nameHits: SearchIndexEntry<P>[] = [];
  const otherHits: SearchIndexEntry<P>[] = [];
  for (const entry of index.entries) {
    // An unknown category slug matches nothing rather than everything.
    if (categoryId !== undefined && entry.product.categoryId !== categoryId) continue;
    if (brandIds && !(entry.product.brandId && brandIds.has(entry.product.brandId))) continue;
    const price = uk ? entry.priceUk : entry.priceUs;
    if (price < min || price > max) continue;
    if (search.inStockOnly && (uk ? entry.stockUk : entry.stockUs) <= 0) continue;
    if (words.length === 0) {
      nameHits.push(entry);
      continue;
    }
    let inName = true;
    let matched = true;
    for (const word of words) {
      if (entry.nameKey.includes(word)) continue;
      inName = false;
      if (!entry.otherKey.includes(word)) {
        matched = false;
        break;
      }
    }
    if (!matched) continue;
    (inName ? nameHits : otherHits).push(entry);
  }

  const sort = search.sort ?? 'relevance';
  if (sort === 'relevance') {
    nameHits.sort(byName);
    otherHits.sort(byName);
    return [...nameHits, ...otherHits].map((entry) => entry.product);
  }
  const all = otherHits.length > 0 ? [...nameHits, ...otherHits] : nameHits;
  const priceOf = uk ? (entry: SearchIndexEntry<P>) => entry.priceUk : (entry: SearchIndexEntry<P>) => entry.priceUs;
  switch (sort) {
    case 'newest':
      all.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : byName(a, b)));
      break;
    case 'price-asc':
      all.sort((a, b) => priceOf(a) - priceOf(b) || byName(a, b));
      break;
    case 'price-desc':
      all.sort((a, b) => priceOf(b) - priceOf(a) || byName(a, b));
      break;
    case 'name':
      all.sort(byName);
      break;
  }
  return all.map((entry) => entry.product);
}
