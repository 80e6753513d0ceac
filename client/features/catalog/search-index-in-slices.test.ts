import { describe, expect, it } from 'vitest';
import { searchIndex, searchProducts, type ProductSearch, type SearchableProduct } from '../../../shared/catalog/search';
import { SlicePace } from '../../lib/yield-to-main';
import { answersFor, buildSearchIndexInSlices, searchNamesKey } from './search-index-in-slices';

const brands = [
  { id: 'b-meccano', name: 'Méccano', slug: 'meccano' },
  { id: 'b-tamiya', name: 'Tamiya', slug: 'tamiya' },
];
const categories = [
  { id: 'c-kits', name: 'Model Kits', slug: 'model-kits' },
  { id: 'c-plush', name: 'Plush Toys', slug: 'plush-toys' },
];
const NAMES = ['Crème Brûlée Set', 'Space Shuttle', 'Gundam RX-78', 'Dragon Kite', 'Robot Dog', 'Éclair Stand'];

/**
 * A catalogue with repeated names (the id breaks the tie), accents, both brands and stock both ways,
 * in id order as the device's query hands it out (by primary key): the order the one-go index keeps
 * between equal names.
 */
function catalogue(count: number): SearchableProduct[] {
  return Array.from({ length: count }, (_, n): SearchableProduct => ({
    id: `p${String((n * 7919) % count).padStart(5, '0')}`,
    name: `${NAMES[n % NAMES.length]} ${n % 5 === 0 ? '' : n % 11}`.trim(),
    price: 1000 + ((n * 37) % 5000),
    priceUk: n % 4 === 0 ? null : 900 + ((n * 53) % 4000),
    brandId: n % 9 === 0 ? null : n % 2 ? 'b-meccano' : 'b-tamiya',
    categoryId: n % 3 ? 'c-kits' : 'c-plush',
    createdAt: new Date(Date.UTC(2025, 0, 1) + ((n * 104729) % count) * 60_000).toISOString(),
    stock: [{ variantId: null, country: n % 2 ? 'US' : 'UK', stock: n % 6 }],
  })).sort((a, b) => (a.id < b.id ? -1 : 1));
}

const SEARCHES: ProductSearch[] = [
  { country: 'US', sort: 'name' },
  { country: 'US', term: 'creme' },
  { country: 'UK', term: 'meccano', sort: 'relevance' },
  { country: 'US', categorySlug: 'plush-toys', sort: 'price-asc' },
  { country: 'UK', brandSlugs: ['tamiya'], sort: 'price-desc', inStockOnly: true },
  { country: 'US', priceMin: 2000, priceMax: 4000, sort: 'newest' },
];

/** Resolves at once, counting: a slice boundary. */
function countingYield() {
  const yields = { count: 0 };
  return { yields, yieldNow: () => ((yields.count += 1), Promise.resolve()) };
}

/** Slices of 50 products whatever the machine's speed. */
const smallSlices = () => new SlicePace({ budgetMs: 0.000_001, first: 50, min: 50, max: 50 });

describe('the shop search index built in slices', () => {
  it('yields between slices and answers every search as the index built in one go does', async () => {
    const products = catalogue(1_000);
    const { yields, yieldNow } = countingYield();
    const built = await buildSearchIndexInSlices(products, brands, categories, { yieldNow, pace: smallSlices() });
    expect(yields.count).toBe(19);
    for (const search of SEARCHES) {
      expect(searchIndex(built!.index, search).map((product) => product.id), JSON.stringify(search)).toEqual(searchProducts(products, brands, categories, search).map((product) => product.id));
    }
    // In the default order: by normalised name, then id.
    const keys = built!.index.entries.map((entry) => `${entry.nameKey}\u0000${entry.product.id}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('after a change, keeps the entries of the products that did not change and remakes the others', async () => {
    const products = catalogue(300);
    const first = (await buildSearchIndexInSlices(products, brands, categories, { pace: smallSlices(), yieldNow: () => Promise.resolve() }))!;
    // Three products changed (new documents), one gone, one new.
    const next = products.slice(1).map((product, position) => (position % 100 === 0 ? { ...product, name: `Renamed ${product.name}`, price: 1 } : product));
    next.push({ ...products[0]!, id: 'p99999', name: 'Zebra Puzzle' });
    const rebuilt = (await buildSearchIndexInSlices(next, brands, categories, { previous: first, pace: smallSlices(), yieldNow: () => Promise.resolve() }))!;

    const firstEntry = new Map(first.index.entries.map((entry) => [entry.product, entry]));
    const kept = rebuilt.index.entries.filter((entry) => firstEntry.get(entry.product) === entry);
    expect(kept).toHaveLength(296);
    expect(rebuilt.index.entries).toHaveLength(300);
    expect(rebuilt.index.entries.some((entry) => entry.product.id === products[0]!.id)).toBe(false);
    for (const search of [...SEARCHES, { country: 'US' as const, term: 'renamed' }, { country: 'US' as const, term: 'zebra' }, { country: 'US' as const, sort: 'price-asc' as const }]) {
      expect(searchIndex(rebuilt.index, search).map((product) => product.id)).toEqual(searchProducts(next, brands, categories, search).map((product) => product.id));
    }
  });

  it('remakes every entry when a brand or category name changes, so a search by the new name finds its products', async () => {
    const products = catalogue(200);
    const first = (await buildSearchIndexInSlices(products, brands, categories))!;
    const renamed = [{ ...brands[0]!, name: 'Bricks Galore' }, brands[1]!];
    const rebuilt = (await buildSearchIndexInSlices(products, renamed, categories, { previous: first }))!;
    const firstEntries = new Set(first.index.entries);
    expect(rebuilt.index.entries.some((entry) => firstEntries.has(entry))).toBe(false);
    const found = searchIndex(rebuilt.index, { country: 'US', term: 'galore' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => product.brandId === 'b-meccano')).toBe(true);
    expect(searchIndex(rebuilt.index, { country: 'US', term: 'meccano' })).toEqual([]);
  });

  it('stops when no longer wanted, between slices', async () => {
    let slices = 0;
    const built = await buildSearchIndexInSlices(catalogue(500), brands, categories, {
      pace: smallSlices(),
      yieldNow: () => Promise.resolve(),
      stillWanted: () => (slices += 1) < 3,
    });
    expect(built).toBeNull();
    expect(slices).toBe(3);
  });

  it('answers for the same documents in the same order and the same names, and for nothing else', async () => {
    const products = catalogue(100);
    const built = (await buildSearchIndexInSlices(products, brands, categories))!;
    const names = searchNamesKey(brands, categories);
    expect(answersFor(built, [...products], names)).toBe(true);
    expect(answersFor(built, products.map((product, position) => (position === 50 ? { ...product } : product)), names)).toBe(false);
    expect(answersFor(built, products.slice(1), names)).toBe(false);
    expect(answersFor(built, products, searchNamesKey(brands, [{ ...categories[0]!, slug: 'kits' }, categories[1]!]))).toBe(false);
    expect(answersFor(null, products, names)).toBe(false);
  });
});
