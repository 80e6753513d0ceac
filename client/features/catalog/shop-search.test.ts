import { describe, expect, it } from 'vitest';
import { shopSearchFrom } from './shop-search';

// The shop's URL limits (shared/catalog/catalogue-limits.ts) as a shopper's link meets them: a value
// at the limit is kept, one past it is dropped (the page still opens), never cut short.
describe('shopSearchFrom', () => {
  it('keeps a search of 200 characters and drops one of 201', () => {
    expect(shopSearchFrom({ search: 'a'.repeat(200) })).toEqual({ search: 'a'.repeat(200) });
    expect(shopSearchFrom({ search: 'a'.repeat(201) })).toEqual({});
  });

  it('keeps a category or brand slug of 100 characters and drops one of 101', () => {
    expect(shopSearchFrom({ category: 'c'.repeat(100), brand: 'b'.repeat(100) })).toEqual({ category: 'c'.repeat(100), brand: 'b'.repeat(100) });
    expect(shopSearchFrom({ category: 'c'.repeat(101), brand: 'b'.repeat(101) })).toEqual({});
  });

  it('keeps price bounds up to 1,000,000 whole units and drops a larger, negative or fractional one', () => {
    expect(shopSearchFrom({ min: 0, max: 1_000_000 })).toEqual({ min: 0, max: 1_000_000 });
    expect(shopSearchFrom({ min: -1, max: 1_000_001 })).toEqual({});
    expect(shopSearchFrom({ min: 2.5 })).toEqual({});
  });

  it('reads ?search=123 (a number in the URL) as the text it was, and drops an unknown sort', () => {
    expect(shopSearchFrom({ search: 123, sort: 'cheapest' })).toEqual({ search: '123' });
    expect(shopSearchFrom({ sort: 'price-asc', inStock: true })).toEqual({ sort: 'price-asc', inStock: true });
  });

  it("reads the shop's URL, dropping what it cannot use", () => {
    expect(shopSearchFrom({ search: 123, category: 'robots', min: '5', max: 'lots', inStock: true, sort: 'newest' })).toEqual({
      search: '123', category: 'robots', min: 5, inStock: true, sort: 'newest',
    });
    expect(shopSearchFrom({ sort: 'cheapest', inStock: 'yes', min: -1, brand: { a: 1 } })).toEqual({});
  });
});
