import { describe, expect, it } from 'vitest';
import { lineName, stockMessage } from './checkout-texts';

describe('checkout texts', () => {
  it('names a line with its size in brackets', () => {
    expect(lineName('Robot', 'Red')).toBe('Robot (Red)');
    expect(lineName('Robot', null)).toBe('Robot');
  });

  it('says what cannot be sold on a line', () => {
    const line = { productName: 'Robot', variantName: 'Red', available: 2 };
    expect(stockMessage({ ...line, status: 'insufficient_stock' })).toBe('Only 2 of Robot (Red) left in stock.');
    expect(stockMessage({ ...line, available: 0, status: 'insufficient_stock' })).toBe('Robot (Red) is out of stock.');
    expect(stockMessage({ ...line, status: 'unavailable' })).toBe('Robot (Red) is no longer available.');
    expect(stockMessage({ ...line, status: 'unreleased' })).toBe('Robot (Red) is not released yet.');
    expect(stockMessage({ productName: '', variantName: null, available: 0, status: 'unavailable' })).toBe('An item is no longer available.');
  });
});
