import { describe, expect, it } from 'vitest';
import { knownStockFor, stockFor, type StockLevel } from './stock';

const sized: StockLevel[] = [
  { variantId: 'v1', country: 'US', stock: 3 },
  { variantId: 'v2', country: 'US', stock: 4 },
  { variantId: 'v1', country: 'UK', stock: 9 },
];
const unsized: StockLevel[] = [
  { variantId: null, country: 'US', stock: 0 },
  { variantId: null, country: 'UK', stock: 2 },
];

describe('stockFor', () => {
  it('sums every size of a product in the country for cards', () => {
    expect(stockFor('US', sized)).toBe(7);
    expect(stockFor('UK', sized)).toBe(9);
  });

  it('reads one size, or the product without sizes (null)', () => {
    expect(stockFor('US', sized, 'v2')).toBe(4);
    expect(stockFor('UK', sized, 'v2')).toBe(0);
    expect(stockFor('UK', unsized, null)).toBe(2);
    expect(stockFor('US', unsized, null)).toBe(0);
  });

  it('counts rows it could not read, and products without rows, as zero', () => {
    expect(stockFor('US', undefined)).toBe(0);
    expect(stockFor('US', null, 'v1')).toBe(0);
    expect(stockFor('US', [])).toBe(0);
  });

  it('never counts a negative row below zero', () => {
    expect(stockFor('US', [{ variantId: null, country: 'US', stock: -3 }, { variantId: null, country: 'US', stock: 2 }])).toBe(2);
  });
});

describe('knownStockFor', () => {
  it('tells "no row" (null) apart from a row holding zero', () => {
    expect(knownStockFor('US', unsized, null)).toBe(0);
    expect(knownStockFor('US', sized, 'v3')).toBeNull();
    expect(knownStockFor('UK', sized, 'v2')).toBeNull();
    expect(knownStockFor('US', undefined, null)).toBeNull();
    expect(knownStockFor('US', sized, 'v1')).toBe(3);
  });
});
