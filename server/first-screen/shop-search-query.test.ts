import { describe, expect, it } from 'vitest';
import { shopSearchFromQuery } from './first-screen.service';

// The server's first screen reads the shop URL with the same limits as the storefront
// (shared/catalog/catalogue-limits.ts, client/features/catalog/shop-search.test.ts): a value past its limit
// is dropped, so the server paints what the device then shows.
describe('shopSearchFromQuery', () => {
  it('keeps a search of 200 characters and drops one of 201', () => {
    expect(shopSearchFromQuery({ search: 'a'.repeat(200) })).toEqual({ term: 'a'.repeat(200), category: null, brand: null, sort: null });
    expect(shopSearchFromQuery({ search: 'a'.repeat(201) })).toEqual({ term: '', category: null, brand: null, sort: null });
  });

  it('keeps a category or brand slug of 100 characters and drops one of 101', () => {
    expect(shopSearchFromQuery({ category: 'c'.repeat(100), brand: 'b'.repeat(100) })).toMatchObject({ category: 'c'.repeat(100), brand: 'b'.repeat(100) });
    expect(shopSearchFromQuery({ category: 'c'.repeat(101), brand: 'b'.repeat(101) })).toMatchObject({ category: null, brand: null });
  });

  it('gives no first screen for what depends on the country: price bounds, price sorts, in stock', () => {
    expect(shopSearchFromQuery({ min: '5' })).toBeNull();
    expect(shopSearchFromQuery({ inStock: 'true' })).toBeNull();
    expect(shopSearchFromQuery({ sort: 'price-desc' })).toBeNull();
    expect(shopSearchFromQuery({ sort: 'newest' })).toMatchObject({ sort: 'newest' });
  });
});
