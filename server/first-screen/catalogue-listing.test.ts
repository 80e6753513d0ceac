import { describe, expect, it } from 'vitest';
import { buildSearchIndex, PRODUCT_SORTS, searchIndex, type ProductSearch, type SearchableProduct } from '../../shared/catalog/search';
import { nameOrderedIndex } from './catalogue-listing';

// A catalogue with what makes orders differ: names equal but for case and accents, equal creation
// times, equal prices, products without brand or category; listed in id order, as the database gives.
const brands = [{ id: 'b1', name: 'Acme', slug: 'acme' }, { id: 'b2', name: 'Zeta Toys', slug: 'zeta' }];
const categories = [{ id: 'c1', name: 'Robots', slug: 'robots' }, { id: 'c2', name: 'Plush', slug: 'plush' }];
const NAMES = ['Robot', 'robot', 'Róbot', 'Éclair Bear', 'eclair bear', 'Zebra', 'Ant Robot', 'Bear', 'bear', 'Kite', 'Toy Robot Deluxe'];
const products: SearchableProduct[] = Array.from({ length: 60 }, (_, i) => ({
  id: `p-${String((i * 37) % 60).padStart(2, '0')}`,
  name: NAMES[i % NAMES.length]!,
  price: 1000 + (i % 4) * 250,
  priceUk: i % 5 === 0 ? null : 800 + (i % 3) * 100,
  categoryId: i % 7 === 0 ? null : categories[i % 2]!.id,
  brandId: i % 6 === 0 ? null : brands[i % 2]!.id,
  createdAt: `2026-0${1 + (i % 3)}-01T00:00:00.000Z`,
  stock: [],
})).sort((a, b) => (a.id < b.id ? -1 : 1));

describe('nameOrderedIndex', () => {
  it('keeps its entries by normalised name, then id', () => {
    const keys = nameOrderedIndex(products, brands, categories).entries.map((entry) => [entry.nameKey, entry.product.id]);
    expect(keys).toEqual([...keys].sort(([nameA, idA], [nameB, idB]) => (nameA! < nameB! ? -1 : nameA! > nameB! ? 1 : idA! < idB! ? -1 : 1)));
  });

  it('gives every search the very order of the id-ordered index, ties included', () => {
    const byId = buildSearchIndex(products, brands, categories);
    const byName = nameOrderedIndex(products, brands, categories);
    const searches: Omit<ProductSearch, 'sort' | 'country'>[] = [
      {}, { term: 'robot' }, { term: 'bear' }, { term: 'acme' }, { term: 'robot zeta' }, { categorySlug: 'robots' }, { brandSlugs: ['zeta'] },
      { categorySlug: 'plush', term: 'bear' }, { categorySlug: 'nope' }, { priceMin: 1250, priceMax: 1500 },
    ];
    for (const search of searches) {
      for (const sort of [...PRODUCT_SORTS, undefined]) {
        for (const country of ['US', 'UK'] as const) {
          const asked = { ...search, ...(sort ? { sort } : {}), country };
          expect(searchIndex(byName, asked).map((product) => product.id), JSON.stringify(asked)).toEqual(searchIndex(byId, asked).map((product) => product.id));
        }
      }
    }
  });
});
