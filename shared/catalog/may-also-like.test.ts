import { describe, expect, it } from 'vitest';
import { MAY_ALSO_LIKE_LIMIT, mayAlsoLike, type RelatableProduct } from './may-also-like';

const now = Date.parse('2026-11-24T10:00:00Z');

function product(id: string, overrides: Partial<RelatableProduct> = {}): RelatableProduct {
  return {
    id,
    name: `Toy ${id}`,
    price: 2000,
    priceUk: null,
    categoryId: 'plush',
    brandId: 'acme',
    releaseDate: null,
    stock: [
      { variantId: null, country: 'US', stock: 5 },
      { variantId: null, country: 'UK', stock: 5 },
    ],
    ...overrides,
  };
}

const ids = (list: readonly RelatableProduct[]) => list.map((entry) => entry.id);
const viewed = product('viewed');

describe('you may also like', () => {
  it('offers products of the same category or the same brand, never the product itself or unrelated ones', () => {
    const candidates = [
      viewed,
      product('same-category', { brandId: 'other' }),
      product('same-brand', { categoryId: 'puzzles' }),
      product('unrelated', { categoryId: 'puzzles', brandId: 'other' }),
    ];
    expect(ids(mayAlsoLike(viewed, candidates, 'US', now)).sort()).toEqual(['same-brand', 'same-category']);
  });

  it('does not treat a missing category or brand as a match', () => {
    const loose = product('loose', { categoryId: null, brandId: null });
    const candidates = [product('also-loose', { categoryId: null, brandId: null }), product('other')];
    expect(mayAlsoLike(loose, candidates, 'US', now)).toEqual([]);
    const brandOnly = product('brand-only', { categoryId: null });
    expect(ids(mayAlsoLike(brandOnly, [product('no-category', { categoryId: null, brandId: 'zeta' }), product('acme-toy')], 'US', now))).toEqual(['acme-toy']);
  });

  it('keeps only what is in stock in the shopper’s country, summed over sizes', () => {
    const usOnly = product('us-only', { stock: [{ variantId: null, country: 'US', stock: 3 }, { variantId: null, country: 'UK', stock: 0 }] });
    const ukOnly = product('uk-only', { stock: [{ variantId: null, country: 'UK', stock: 3 }] });
    const sized = product('sized', { stock: [{ variantId: 'a', country: 'US', stock: 0 }, { variantId: 'b', country: 'US', stock: 1 }] });
    const none = product('none', { stock: [] });
    expect(ids(mayAlsoLike(viewed, [usOnly, ukOnly, sized, none], 'US', now)).sort()).toEqual(['sized', 'us-only']);
    expect(ids(mayAlsoLike(viewed, [usOnly, ukOnly, sized, none], 'UK', now))).toEqual(['uk-only']);
  });

  it('leaves out products not released yet and deleted ones', () => {
    const launching = product('launching', { releaseDate: new Date(now + 60_000).toISOString() });
    const launched = product('launched', { releaseDate: new Date(now - 60_000).toISOString() });
    const deleted = { ...product('deleted'), _deleted: true };
    expect(ids(mayAlsoLike(viewed, [launching, launched, deleted], 'US', now))).toEqual(['launched']);
  });

  it('orders same category and brand first, then same category, then same brand; nearest price, then name, within each', () => {
    const candidates = [
      product('brand-near', { categoryId: 'puzzles', price: 2000 }),
      product('category-far', { brandId: 'other', price: 9000 }),
      product('both-far', { price: 5000 }),
      product('category-near', { brandId: 'other', price: 2100 }),
      product('both-b', { name: 'B toy', price: 1900 }),
      product('both-a', { name: 'A toy', price: 2100 }),
    ];
    expect(ids(mayAlsoLike(viewed, candidates, 'US', now, 10))).toEqual([
      'both-a', 'both-b', 'both-far', 'category-near', 'category-far', 'brand-near',
    ]);
  });

  it('measures nearness in the country’s price (UK price, else the US one)', () => {
    const ukViewed = product('uk-viewed', { price: 2000, priceUk: 1000 });
    const nearInUk = product('near-in-uk', { price: 9000, priceUk: 1100 });
    const nearInUs = product('near-in-us', { price: 2000, priceUk: 5000 });
    expect(ids(mayAlsoLike(ukViewed, [nearInUs, nearInUk], 'UK', now))).toEqual(['near-in-uk', 'near-in-us']);
    expect(ids(mayAlsoLike(ukViewed, [nearInUs, nearInUk], 'US', now))).toEqual(['near-in-us', 'near-in-uk']);
  });

  it('stops at the limit (four by default)', () => {
    const many = Array.from({ length: 10 }, (_, index) => product(`p${index}`));
    expect(mayAlsoLike(viewed, many, 'US', now)).toHaveLength(MAY_ALSO_LIKE_LIMIT);
    expect(MAY_ALSO_LIKE_LIMIT).toBe(4);
    expect(mayAlsoLike(viewed, many, 'US', now, 2)).toHaveLength(2);
    expect(mayAlsoLike(viewed, many, 'US', now, 0)).toEqual([]);
  });
});
