import { describe, expect, it } from 'vitest';
import { moneyPreview, moneyText, parseMoneyText } from './money-text';

describe('money input: staff typing ↔ integer minor units', () => {
  it('reads amounts as integer minor units, never floats', () => {
    expect(parseMoneyText('19.99')).toEqual({ ok: true, minorUnits: 1999 });
    expect(parseMoneyText('19.9')).toEqual({ ok: true, minorUnits: 1990 });
    expect(parseMoneyText('19.')).toEqual({ ok: true, minorUnits: 1900 });
    expect(parseMoneyText('0.29')).toEqual({ ok: true, minorUnits: 29 }); // 0.29 * 100 is 28.999… as a float
    expect(parseMoneyText('1,299.50')).toEqual({ ok: true, minorUnits: 129950 });
    expect(parseMoneyText(' £5 ')).toEqual({ ok: true, minorUnits: 500 });
    expect(parseMoneyText('$0')).toEqual({ ok: true, minorUnits: 0 });
  });

  it('reads an empty box as no price', () => {
    expect(parseMoneyText('')).toEqual({ ok: true, minorUnits: null });
    expect(parseMoneyText('   ')).toEqual({ ok: true, minorUnits: null });
  });

  it('refuses negatives, a third decimal and words, with a message', () => {
    expect(parseMoneyText('-1')).toEqual({ ok: false, message: 'A price cannot be negative' });
    expect(parseMoneyText('1.999')).toEqual({ ok: false, message: 'Use at most 2 decimals' });
    expect(parseMoneyText('ten')).toEqual({ ok: false, message: 'Enter an amount such as 19.99' });
    expect(parseMoneyText('1e3')).toMatchObject({ ok: false });
    expect(parseMoneyText('99999999999999')).toEqual({ ok: false, message: 'That amount is too large' });
  });

  it('shows a stored amount in the box and formatted in its currency', () => {
    expect(moneyText(1999)).toBe('19.99');
    expect(moneyText(5)).toBe('0.05');
    expect(moneyText(null)).toBe('');
    expect(moneyPreview(1999, 'USD')).toBe('$19.99');
    expect(moneyPreview(1999, 'GBP')).toBe('£19.99');
    expect(moneyPreview(0, 'GBP')).toBe('£0.00');
    expect(moneyPreview(null, 'USD')).toBe('');
  });

  it('round-trips what it shows', () => {
    for (const amount of [0, 1, 10, 99, 100, 1999, 123456]) expect(parseMoneyText(moneyText(amount))).toEqual({ ok: true, minorUnits: amount });
  });
});

describe('a price of 0 asks first', () => {
  it('asks when any price is 0, not when prices are empty or positive', async () => {
    const { zeroPriceQuestion } = await import('./money-input');
    const { ADMIN_TEXTS } = await import('../../../../shared/admin/api');
    expect(zeroPriceQuestion([1999, 0])).toBe(ADMIN_TEXTS.zeroPriceConfirm);
    expect(zeroPriceQuestion([1999, null, undefined])).toBeNull();
  });
});
