import { describe, expect, it } from 'vitest';
import { cartTotals, divideRoundHalfUp } from './totals';

const rate = { baseRate: 999, freeShippingThreshold: 9900 };

describe('cart totals', () => {
  it('adds the selected lines and charges shipping below the threshold', () => {
    const totals = cartTotals({ country: 'US', lines: [{ unitPrice: 1999, quantity: 2 }, { unitPrice: 500, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: null });
    expect(totals).toEqual({ currency: 'USD', subtotal: 4498, discount: 0, shipping: 999, tax: 0, vatIncluded: 0, total: 5497 });
  });

  it('ships free when the subtotal after discount reaches the threshold, and not when the discount takes it below', () => {
    const at = cartTotals({ country: 'US', lines: [{ unitPrice: 9900, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: null });
    expect(at.shipping).toBe(0);
    const below = cartTotals({ country: 'US', lines: [{ unitPrice: 10_000, quantity: 1 }], discount: 101, shippingRate: rate, taxRateBps: null });
    expect(below).toMatchObject({ subtotal: 10_000, discount: 101, shipping: 999, total: 10_000 - 101 + 999 });
    const stillFree = cartTotals({ country: 'US', lines: [{ unitPrice: 10_000, quantity: 1 }], discount: 100, shippingRate: rate, taxRateBps: null });
    expect(stillFree.shipping).toBe(0);
  });

  it('uses the defaults 9.99, free from 99, when the country has no active rate', () => {
    expect(cartTotals({ country: 'UK', lines: [{ unitPrice: 9899, quantity: 1 }], discount: 0, shippingRate: null, taxRateBps: null }).shipping).toBe(999);
    expect(cartTotals({ country: 'UK', lines: [{ unitPrice: 9900, quantity: 1 }], discount: 0, shippingRate: null, taxRateBps: null }).shipping).toBe(0);
  });

  it('uses the configured rate when there is one', () => {
    const totals = cartTotals({ country: 'US', lines: [{ unitPrice: 5000, quantity: 1 }], discount: 0, shippingRate: { baseRate: 499, freeShippingThreshold: 5000 }, taxRateBps: null });
    expect(totals.shipping).toBe(0);
  });

  it('caps the discount at the subtotal', () => {
    const totals = cartTotals({ country: 'US', lines: [{ unitPrice: 300, quantity: 1 }], discount: 500, shippingRate: rate, taxRateBps: null });
    expect(totals).toMatchObject({ subtotal: 300, discount: 300, shipping: 999, total: 999 });
  });

  it('charges no shipping for pickup or an empty selection', () => {
    expect(cartTotals({ country: 'US', lines: [{ unitPrice: 300, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: null, pickup: true }).shipping).toBe(0);
    expect(cartTotals({ country: 'US', lines: [], discount: 0, shippingRate: rate, taxRateBps: null }).total).toBe(0);
  });

  it('rounds US tax half up once per order on subtotal − discount + shipping', () => {
    // (1000 − 0 + 999) × 8.875% = 177.41125 → 177
    expect(cartTotals({ country: 'US', lines: [{ unitPrice: 1000, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: 888 }).tax).toBe(Math.floor((1999 * 888 + 5000) / 10_000));
    // 2000 × 7.25% = 145.0 exactly; 1002 × 5% = 50.1 → 50; 1010 × 5% = 50.5 → 51 (half up)
    expect(cartTotals({ country: 'US', lines: [{ unitPrice: 2000, quantity: 1 }], discount: 999, shippingRate: rate, taxRateBps: 725 }).tax).toBe(145);
    expect(cartTotals({ country: 'US', lines: [{ unitPrice: 11, quantity: 1 }], discount: 0, shippingRate: { baseRate: 999, freeShippingThreshold: 9900 }, taxRateBps: 500 })).toMatchObject({ tax: 51, total: 1010 + 51 });
    // per-line rounding would give 3 × round(0.5) = 3; once per order gives round(1.5) = 2
    expect(cartTotals({ country: 'US', lines: [{ unitPrice: 10, quantity: 3 }], discount: 0, shippingRate: { baseRate: 0, freeShippingThreshold: 0 }, taxRateBps: 500 }).tax).toBe(2);
  });

  it('adds no tax without a known rate, and never in the UK', () => {
    expect(cartTotals({ country: 'US', lines: [{ unitPrice: 1000, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: null }).tax).toBe(0);
    expect(cartTotals({ country: 'UK', lines: [{ unitPrice: 1000, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: 725 }).tax).toBe(0);
  });

  it('reports the 20% VAT contained in a UK total, rounded half up', () => {
    // 12000 total contains 2000 VAT; 1999 + 999 = 2998 → 2998 / 6 = 499.67 → 500
    expect(cartTotals({ country: 'UK', lines: [{ unitPrice: 12_000, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: null })).toMatchObject({ currency: 'GBP', total: 12_000, vatIncluded: 2000, tax: 0 });
    expect(cartTotals({ country: 'UK', lines: [{ unitPrice: 1999, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: null }).vatIncluded).toBe(500);
    // 3 / 6 = 0.5 → 1 (half up)
    expect(cartTotals({ country: 'UK', lines: [{ unitPrice: 3, quantity: 1 }], discount: 0, shippingRate: { baseRate: 0, freeShippingThreshold: 0 }, taxRateBps: null }).vatIncluded).toBe(1);
  });

  it('refuses fractions of a cent', () => {
    expect(() => cartTotals({ country: 'US', lines: [{ unitPrice: 9.99, quantity: 1 }], discount: 0, shippingRate: rate, taxRateBps: null })).toThrow(RangeError);
  });
});

describe('integer division rounded half up', () => {
  it('rounds exact halves up and everything else to nearest', () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
    expect(divideRoundHalfUp(9_007_199_254_740_000, 10_000)).toBe(900_719_925_474);
  });
});
