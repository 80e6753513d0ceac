import { describe, expect, it } from 'vitest';
import { availableUnits, cartSummaryTotals, isUnavailable, selectedLines, shownUnitPrice, toLineInputs } from './cart-summary';
import type { CartLine } from './use-cart';
import type { LineCheck } from './use-cart-recheck';

const line = (key: string, overrides: Partial<CartLine> = {}): CartLine => ({
  key,
  productId: `p-${key}`,
  variantId: null,
  quantity: 2,
  product: null,
  variant: null,
  stock: 10,
  unitPrice: 1500,
  ...overrides,
});
const check = (overrides: Partial<LineCheck> = {}): LineCheck => ({ unitPrice: 1700, available: 10, status: 'ok', priceChange: null, ...overrides });

describe('what the cart shows of a line', () => {
  it("shows the server's price from the last re-check, else the device's catalogue price", () => {
    expect(shownUnitPrice(line('a'), check({ unitPrice: 1700 }))).toBe(1700);
    expect(shownUnitPrice(line('a'), undefined)).toBe(1500);
    // An unavailable line keeps the device's price on screen (the server has none to give).
    expect(shownUnitPrice(line('a'), check({ status: 'unavailable', unitPrice: 0 }))).toBe(1500);
  });

  it("is unavailable by the server's answer first, else when the device has no price or no stock", () => {
    expect(isUnavailable(line('a', { stock: 0 }), check({ status: 'ok' }))).toBe(false);
    expect(isUnavailable(line('a'), check({ status: 'unavailable' }))).toBe(true);
    expect(isUnavailable(line('a', { stock: 0 }), undefined)).toBe(true);
    expect(isUnavailable(line('a', { unitPrice: null }), undefined)).toBe(true);
    expect(isUnavailable(line('a', { stock: null }), undefined)).toBe(false);
  });

  it('counts the units to buy from the stock known now: the check, else the device, else unbounded', () => {
    expect(availableUnits(line('a', { stock: 10 }), check({ available: 3 }))).toBe(3);
    expect(availableUnits(line('a', { stock: 4 }), undefined)).toBe(4);
    expect(availableUnits(line('a', { stock: null }), undefined)).toBeNull();
  });
});

describe('the selection to price and pay for', () => {
  it('takes selected, available, priced lines, with quantities capped at the stock (at least one)', () => {
    const lines = [
      line('a', { quantity: 5 }),
      line('b'),
      line('c', { unitPrice: null }),
      line('d', { quantity: 4, stock: null }),
      line('e', { quantity: 3 }),
    ];
    const checks = new Map<string, LineCheck>([
      ['a', check({ unitPrice: 1600, available: 2 })],
      ['e', check({ available: 0, status: 'insufficient_stock' })],
    ]);
    const selected = selectedLines(lines, new Set(['a', 'c', 'd', 'e']), checks);
    expect(selected).toEqual([
      { key: 'a', productId: 'p-a', variantId: null, quantity: 2, unitPrice: 1600 },
      { key: 'd', productId: 'p-d', variantId: null, quantity: 4, unitPrice: 1500 },
      { key: 'e', productId: 'p-e', variantId: null, quantity: 1, unitPrice: 1700 },
    ]);
    expect(toLineInputs(selected)).toEqual([
      { productId: 'p-a', variantId: null, quantity: 2 },
      { productId: 'p-d', variantId: null, quantity: 4 },
      { productId: 'p-e', variantId: null, quantity: 1 },
    ]);
  });
});

describe('the cart summary', () => {
  const rate = { baseRate: 999, freeShippingThreshold: 9900 };
  const lines = [{ key: 'a', productId: 'p-a', variantId: null, quantity: 2, unitPrice: 2500 }];

  it('is subtotal minus the promo plus shipping, with no tax, in the country’s currency', () => {
    const totals = cartSummaryTotals('US', lines, { code: 'TEN', discountType: 'percentage', discountValue: 10, amount: 0 }, rate);
    expect(totals).toMatchObject({ currency: 'USD', subtotal: 5000, discount: 500, shipping: 999, tax: 0, total: 5499 });
  });

  it('measures free shipping after the discount, and caps a fixed promo at the subtotal', () => {
    const big = [{ key: 'a', productId: 'p-a', variantId: null, quantity: 4, unitPrice: 2500 }];
    expect(cartSummaryTotals('US', big, null, rate)).toMatchObject({ subtotal: 10000, shipping: 0, total: 10000 });
    expect(cartSummaryTotals('US', big, { code: 'FIVE', discountType: 'fixed', discountValue: 500, amount: 500 }, rate)).toMatchObject({ discount: 500, shipping: 999, total: 10499 });
    expect(cartSummaryTotals('UK', lines, { code: 'ALL', discountType: 'fixed', discountValue: 99999, amount: 0 }, rate)).toMatchObject({ currency: 'GBP', discount: 5000, subtotal: 5000 });
  });
});
