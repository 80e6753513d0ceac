import { describe, expect, it } from 'vitest';
import { cartTotals, freeShippingProgress } from './totals';

const rate = { baseRate: 999, freeShippingThreshold: 9900 };

describe('free-shipping progress', () => {
  it('says how much is left below the threshold, in minor units', () => {
    expect(freeShippingProgress(8699, rate)).toEqual({ free: false, remaining: 1201 });
    expect(freeShippingProgress(0, rate)).toEqual({ free: false, remaining: 9900 });
  });

  it('is free at and above the threshold', () => {
    expect(freeShippingProgress(9900, rate)).toEqual({ free: true, remaining: 0 });
    expect(freeShippingProgress(12_000, rate)).toEqual({ free: true, remaining: 0 });
  });

  it('uses the default threshold 99 when the country has no active rate', () => {
    expect(freeShippingProgress(9899, null)).toEqual({ free: false, remaining: 1 });
    expect(freeShippingProgress(9900, null).free).toBe(true);
  });

  it('agrees with the totals rule on whether shipping is charged', () => {
    for (const subtotal of [1, 5000, 9899, 9900, 9901, 20_000]) {
      const totals = cartTotals({ country: 'US', lines: [{ unitPrice: subtotal, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: null });
      expect(totals.shipping === 0).toBe(freeShippingProgress(subtotal, rate).free);
    }
  });
});
