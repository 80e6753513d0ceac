import { describe, expect, it } from 'vitest';
import { cartTotals } from '../checkout/totals';
import { promoAmount } from '../checkout/promo';
import { allocateByLargestRemainder, lineRefundAmount, paidShares, unitsRefund } from './line-refund';

/** A seeded stream of integers (a 32-bit LCG): the same orders on every run, no dependency. */
function integers(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return min + Math.floor((state / 2 ** 32) * (max - min + 1));
  };
}

/** A random order priced by the shop's own totals rule (cartTotals, promoAmount), as checkout charges it. */
function randomOrder(int: (min: number, max: number) => number) {
  const lines = Array.from({ length: int(1, 6) }, () => ({ unitPrice: int(0, 4) === 0 ? int(0, 150) : int(1, 60_000), quantity: int(1, 5) }));
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const promo = int(0, 3);
  const discount = promo === 0 ? 0 : promo === 1 ? promoAmount({ discountType: 'percentage', discountValue: int(1, 100) }, subtotal) : promoAmount({ discountType: 'fixed', discountValue: int(1, 20_000) }, subtotal);
  const country = int(0, 2) === 0 ? ('UK' as const) : ('US' as const);
  const totals = cartTotals({
    country,
    lines,
    discount,
    shippingRate: { baseRate: int(0, 1_500), freeShippingThreshold: int(0, 30_000) },
    taxRateBps: int(0, 4) === 0 ? null : int(0, 1_200),
    pickup: int(0, 3) === 0,
  });
  return { lines, totals };
}

describe('what a line refund returns', () => {
  it('works the issue’s order out to the cent: $242.99 + $15.99, 15 % off, 7.25 % tax', () => {
    const lines = [{ unitPrice: 24_299, quantity: 1 }, { unitPrice: 1_599, quantity: 1 }];
    const discount = promoAmount({ discountType: 'percentage', discountValue: 15 }, 25_898);
    const totals = cartTotals({ country: 'US', lines, discount, shippingRate: null, taxRateBps: 725 });
    // 15 % of 258.98 = 38.847 → 38.85; 220.13 ships free; tax 7.25 % of 220.13 = 15.959… → 15.96; total 236.09.
    expect(totals).toMatchObject({ subtotal: 25_898, discount: 3_885, shipping: 0, tax: 1_596, total: 23_609 });
    const shares = paidShares({ lines, discount: totals.discount, shipping: totals.shipping, tax: totals.tax });
    // Discount 38.85 by price: 36.4513… and 2.3986… → 36.45 and 2.40 (the larger remainder takes the cent).
    // Tax 15.96 on what is left, 206.54 and 13.59: 14.9746… and 0.9853… → 14.97 and 0.99.
    expect(shares.lines).toEqual([
      { price: 24_299, discount: 3_645, tax: 1_497, paid: 22_151 },
      { price: 1_599, discount: 240, tax: 99, paid: 1_458 },
    ]);
    expect(shares.shipping).toEqual({ price: 0, tax: 0, paid: 0 });
    expect(shares.total).toBe(23_609);
  });

  it('gives shipping its own share of the tax, kept out of every line', () => {
    const lines = [{ unitPrice: 2_000, quantity: 2 }, { unitPrice: 1_000, quantity: 1 }];
    const totals = cartTotals({ country: 'US', lines, discount: 500, shippingRate: null, taxRateBps: 1_000 });
    expect(totals).toMatchObject({ subtotal: 5_000, discount: 500, shipping: 999, tax: 550, total: 6_049 });
    const shares = paidShares({ lines, discount: 500, shipping: 999, tax: 550 });
    expect(shares.lines.map((line) => line.paid)).toEqual([3_960, 990]);
    expect(shares.shipping).toEqual({ price: 999, tax: 100, paid: 1_099 });
  });

  it('adds up to the order’s total exactly, with no share below zero, over 2,000 random orders', () => {
    const int = integers(20_261_127);
    const wrong: unknown[] = [];
    for (let run = 0; run < 2_000; run += 1) {
      const { lines, totals } = randomOrder(int);
      const shares = paidShares({ lines, discount: totals.discount, shipping: totals.shipping, tax: totals.tax });
      const sum = (parts: number[]) => parts.reduce((total, part) => total + part, 0);
      const holds =
        shares.total === totals.total &&
        sum(shares.lines.map((line) => line.paid)) + shares.shipping.paid === totals.total &&
        sum(shares.lines.map((line) => line.discount)) === totals.discount &&
        sum(shares.lines.map((line) => line.tax)) + shares.shipping.tax === totals.tax &&
        shares.shipping.tax >= 0 &&
        shares.lines.every((line) => line.discount >= 0 && line.discount <= line.price && line.tax >= 0 && line.paid >= 0) &&
        (totals.tax > 0 || shares.lines.every((line) => line.paid === line.price - line.discount));
      if (!holds) wrong.push({ lines, totals, shares });
    }
    expect(wrong).toEqual([]);
  });

  it('refunds a line’s units in any number of refunds for exactly its share, never more, the last unit taking the remainder', () => {
    const int = integers(4_321);
    const wrong: unknown[] = [];
    for (let run = 0; run < 2_000; run += 1) {
      const quantity = int(1, 12);
      const paid = int(0, 2) === 0 ? int(0, quantity * 3) : int(0, 900_000);
      const steps: number[] = [];
      let refunded = 0;
      let returned = 0;
      let holds = true;
      while (refunded < quantity) {
        const units = int(1, quantity - refunded);
        const part = unitsRefund(paid, quantity, refunded, units);
        steps.push(units);
        refunded += units;
        returned += part;
        // Never below zero, never past the line's share, and n units so far return what n at once would.
        holds &&= part >= 0 && returned <= paid && returned === unitsRefund(paid, quantity, 0, refunded);
      }
      if (!holds || returned !== paid) wrong.push({ quantity, paid, steps, returned });
    }
    expect(wrong).toEqual([]);
    // 1 of 3 units of $10.00 is $3.33, twice; the last unit takes $3.34.
    expect([unitsRefund(1_000, 3, 0, 1), unitsRefund(1_000, 3, 1, 1), unitsRefund(1_000, 3, 2, 1)]).toEqual([333, 333, 334]);
    expect(() => unitsRefund(1_000, 3, 2, 2)).toThrow(RangeError);
  });

  it('refunds chosen lines of an order by their ids, counting the units refunded before', () => {
    const order = {
      lines: [
        { id: 'a', unitPrice: 24_299, quantity: 1, refunded: 0 },
        { id: 'b', unitPrice: 1_599, quantity: 1, refunded: 0 },
      ],
      discount: 3_885,
      shipping: 0,
      tax: 1_596,
    };
    expect(lineRefundAmount(order, [{ lineId: 'b', quantity: 1 }])).toBe(1_458);
    expect(lineRefundAmount(order, [{ lineId: 'a', quantity: 1 }, { lineId: 'b', quantity: 1 }])).toBe(23_609);
    const threeOfOne = { lines: [{ id: 'x', unitPrice: 1_000, quantity: 3, refunded: 2 }], discount: 2_000, shipping: 0, tax: 0 };
    expect(lineRefundAmount(threeOfOne, [{ lineId: 'x', quantity: 1 }])).toBe(334);
    expect(() => lineRefundAmount(order, [{ lineId: 'nope', quantity: 1 }])).toThrow(RangeError);
  });

  it('allocates by largest remainder, ties to the larger weight then the earlier part', () => {
    expect(allocateByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByLargestRemainder(2, [1, 3])).toEqual([0, 2]);
    expect(allocateByLargestRemainder(5, [0, 0])).toEqual([3, 2]);
    expect(allocateByLargestRemainder(0, [])).toEqual([]);
    expect(allocateByLargestRemainder(Number.MAX_SAFE_INTEGER, [Number.MAX_SAFE_INTEGER, 1]).reduce((sum, part) => sum + part, 0)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
