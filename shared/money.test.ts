import { describe, expect, it } from 'vitest';
import { formatMoney, fromDecimalString, toDecimalString } from './money';

describe('money in integer minor units', () => {
  it('formats dollars and pounds with two decimals', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(9900, 'GBP')).toBe('£99.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => formatMoney(19.99, 'USD')).toThrow(RangeError);
    expect(() => toDecimalString(0.1 + 0.2)).toThrow(RangeError);
  });

  it('converts to and from the payment provider decimal strings exactly', () => {
    expect(toDecimalString(1999)).toBe('19.99');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(-250)).toBe('-2.50');
    expect(fromDecimalString('19.99')).toBe(1999);
    expect(fromDecimalString('19.9')).toBe(1990);
    expect(fromDecimalString('7')).toBe(700);
    expect(fromDecimalString('0.29')).toBe(29);
    expect(() => fromDecimalString('1.999')).toThrow(RangeError);
    expect(() => fromDecimalString('abc')).toThrow(RangeError);
  });
});
