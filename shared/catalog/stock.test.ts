import { describe, expect, it } from 'vitest';
import { stockByProductFor, stockFor, type StockRow } from './stock';

const rows: StockRow[] = [
  { productId: 'p1', variantId: 'v1', country: 'US', stock: 3 },
  { productId: 'p1', variantId: 'v2', country: 'US', stock: 4 },
  { productId: 'p1', variantId: 'v1', country: 'UK', stock: 9 },
  { productId: 'p2', variantId: null, country: 'US', stock: 0 },
  { productId: 'p3', variantId: null, country: 'UK', stock: 2 },
];

describe('stockFor', () => {
  it('sums every variant of a product in the country for cards', () => {
    expect(stockFor('US', rows, 'p1')).toBe(7);
    expect(stockFor('UK', rows, 'p1')).toBe(9);
  });

  it('reads one variant, or the product without sizes (null)', () => {
    expect(stockFor('US', rows, 'p1', 'v2')).toBe(4);
    expect(stockFor('UK', rows, 'p1', 'v2')).toBe(0);
    expect(stockFor('UK', rows, 'p3', null)).toBe(2);
  });

  it('counts rows it could not read, and products without rows, as zero', () => {
    expect(stockFor('US', undefined, 'p1')).toBe(0);
    expect(stockFor('US', null, 'p1')).toBe(0);
    expect(stockFor('US', rows, 'missing')).toBe(0);
  });
});

describe('stockByProductFor', () => {
  it('totals each product for one country', () => {
    const us = stockByProductFor('US', rows);
    expect(us.get('p1')).toBe(7);
    expect(us.get('p2')).toBe(0);
    expect(us.has('p3')).toBe(false);
    expect(stockByProductFor('UK', undefined).size).toBe(0);
  });
});
