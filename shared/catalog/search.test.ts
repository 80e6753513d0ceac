import { describe, expect, it } from 'vitest';
import { buildSearchIndex, normaliseSearchText, searchIndex, searchProducts, type SearchableProduct } from './search';

const brands = [
  { id: 'b-lego', name: 'Légo', slug: 'lego' },
  { id: 'b-bandai', name: 'Bandai', slug: 'bandai' },
];
const categories = [
  { id: 'c-blocks', name: 'Building Blocks', slug: 'building-blocks' },
  { id: 'c-figures', name: 'Action Figures', slug: 'action-figures' },
];
const product = (id: string, name: string, price: number, priceUk: number | null, brandId: string | null, categoryId: string | null, createdAt: string, stock: SearchableProduct['stock'] = []): SearchableProduct =>
  ({ id, name, price, priceUk, brandId, categoryId, createdAt, stock });
const products = [
  // p1: two sizes, in stock in the US only; p2: none left; p3: UK only; p4: no stock rows at all.
  product('p1', 'Crème Brûlée Bakery Set', 2500, 2000, 'b-lego', 'c-blocks', '2026-01-01T00:00:00Z', [
    { variantId: 'v1', country: 'US', stock: 0 },
    { variantId: 'v2', country: 'US', stock: 2 },
    { variantId: 'v1', country: 'UK', stock: 0 },
  ]),
  product('p2', 'Space Shuttle', 9900, null, 'b-lego', 'c-blocks', '2026-03-01T00:00:00Z', [{ variantId: null, country: 'US', stock: 0 }]),
  product('p3', 'Gundam RX-78', 4500, 3000, 'b-bandai', 'c-figures', '2026-02-01T00:00:00Z', [{ variantId: null, country: 'UK', stock: 5 }]),
  product('p4', 'Lego Fan Poster', 1000, 900, null, null, '2025-12-01T00:00:00Z'),
];
const ids = (list: readonly SearchableProduct[]) => list.map((item) => item.id);

describe('normaliseSearchText', () => {
  it('folds case and strips accents', () => {
    expect(normaliseSearchText('Crème BRÛLÉE')).toBe('creme brulee');
  });
});

describe('searchProducts', () => {
  it('matches names case- and accent-insensitively, either way round', () => {
    expect(ids(searchProducts(products, brands, categories, { term: 'CREME brulee', country: 'US' }))).toEqual(['p1']);
    expect(ids(searchProducts(products, brands, [], { term: 'shuttle', country: 'US' }))).toEqual(['p2']);
  });

  it('matches brand and category names, ranking name matches first', () => {
    // "lego" is in p4's name, and is the brand of p1 and p2.
    expect(ids(searchProducts(products, brands, categories, { term: 'lego', country: 'US' }))).toEqual(['p4', 'p1', 'p2']);
    expect(ids(searchProducts(products, brands, categories, { term: 'action figures', country: 'US' }))).toEqual(['p3']);
  });

  it('filters by category slug; an unknown slug finds nothing', () => {
    expect(ids(searchProducts(products, brands, categories, { categorySlug: 'building-blocks', country: 'US', sort: 'name' }))).toEqual(['p1', 'p2']);
    expect(searchProducts(products, brands, categories, { categorySlug: 'nope', country: 'US' })).toEqual([]);
  });

  it('filters by brands', () => {
    expect(ids(searchProducts(products, brands, categories, { brandSlugs: ['bandai'], country: 'US' }))).toEqual(['p3']);
    expect(ids(searchProducts(products, brands, categories, { brandSlugs: ['bandai', 'lego'], country: 'US', sort: 'newest' }))).toEqual(['p2', 'p3', 'p1']);
  });

  it('filters by the country price, bounds inclusive, UK falling back to the US price', () => {
    expect(ids(searchProducts(products, brands, categories, { priceMin: 2500, priceMax: 4500, country: 'US', sort: 'price-asc' }))).toEqual(['p1', 'p3']);
    expect(ids(searchProducts(products, brands, categories, { priceMin: 2500, country: 'UK', sort: 'price-asc' }))).toEqual(['p3', 'p2']);
  });

  it('keeps only products with country stock (any size) when asked', () => {
    expect(ids(searchProducts(products, brands, categories, { inStockOnly: true, country: 'US' }))).toEqual(['p1']);
    expect(ids(searchProducts(products, brands, categories, { inStockOnly: true, country: 'UK' }))).toEqual(['p3']);
    expect(searchProducts(products, brands, categories, { term: 'poster', inStockOnly: true, country: 'US' })).toEqual([]);
  });

  it('sorts newest, by country price both ways and by name', () => {
    const all = (sort: 'newest' | 'price-asc' | 'price-desc' | 'name', country: 'US' | 'UK' = 'US') =>
      ids(searchProducts(products, brands, categories, { sort, country }));
    expect(all('newest')).toEqual(['p2', 'p3', 'p1', 'p4']);
    expect(all('price-asc')).toEqual(['p4', 'p1', 'p3', 'p2']);
    expect(all('price-desc')).toEqual(['p2', 'p3', 'p1', 'p4']);
    expect(all('price-desc', 'UK')).toEqual(['p2', 'p3', 'p1', 'p4']);
    expect(all('name')).toEqual(['p1', 'p3', 'p4', 'p2']);
  });

  it('searches 10,000 products well inside a frame once indexed', () => {
    const many = Array.from({ length: 10_000 }, (_, n) =>
      product(`p${n}`, `Toy number ${n} ${n % 7 === 0 ? 'Dragon' : 'Robot'}`, 1000 + n, null, n % 2 ? 'b-lego' : 'b-bandai', n % 3 ? 'c-blocks' : 'c-figures', new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString()));
    const index = buildSearchIndex(many, brands, categories);
    searchIndex(index, { term: 'dragon', country: 'US' });
    const times: number[] = [];
    for (let run = 0; run < 20; run += 1) {
      const started = performance.now();
      searchIndex(index, { term: 'drag', country: 'US', sort: 'price-desc', brandSlugs: ['lego'] });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[10]).toBeLessThan(16);
  });
});
