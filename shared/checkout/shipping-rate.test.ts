import { describe, expect, it } from 'vitest';
import { activeShippingRate } from './shipping-rate';

const row = (id: string, country: 'US' | 'UK', baseRate: number, freeShippingThreshold: number, isActive = true) => ({ id, country, baseRate, freeShippingThreshold, isActive });

describe('activeShippingRate', () => {
  it('is the cheapest active rate of the country', () => {
    const rows = [row('a', 'US', 999, 9900), row('b', 'US', 499, 5000), row('c', 'UK', 100, 100), row('d', 'US', 1, 1, false)];
    expect(activeShippingRate(rows, 'US')).toEqual({ baseRate: 499, freeShippingThreshold: 5000 });
  });
  it('breaks a tie by id, whatever the order the rows come in', () => {
    expect(activeShippingRate([row('z', 'UK', 500, 1), row('m', 'UK', 500, 2)], 'UK')).toEqual({ baseRate: 500, freeShippingThreshold: 2 });
  });
  it('is null when the country has no active rate (defaults apply)', () => {
    expect(activeShippingRate([row('a', 'US', 999, 9900, false), row('b', 'UK', 1, 1)], 'US')).toBeNull();
  });
});
