import { describe, expect, it } from 'vitest';
import { HOME_BRANDS_LIMIT, HOME_FEATURED_LIMIT, LISTING_PAGE_SIZE, SHOP_URL_LIMITS } from './catalogue-limits';

describe('catalogue limits', () => {
  it('are the spec’s: four featured products and brands on the home page, 48 cards a page', () => {
    expect([HOME_FEATURED_LIMIT, HOME_BRANDS_LIMIT, LISTING_PAGE_SIZE]).toEqual([4, 4, 48]);
    expect(SHOP_URL_LIMITS).toEqual({ search: 200, slug: 100, price: 1_000_000 });
  });
});
