import { describe, expect, it } from 'vitest';
import { TOASTS } from '../texts';
import { evaluatePromo, normalisePromoCode, type PromoDiscount } from './promo';

const now = new Date('2026-11-15T12:00:00Z');
const base: PromoDiscount = {
  code: 'WELCOME10', isActive: true, discountType: 'percentage', discountValue: 10,
  startDate: new Date('2026-11-01T00:00:00Z'), endDate: new Date('2026-12-01T00:00:00Z'),
  maxUses: 100, currentUses: 5, minPurchaseAmount: 0,
};

describe('promo codes (SPEC §5)', () => {
  it('upper-cases and trims what was typed', () => {
    expect(normalisePromoCode('  welcome10 ')).toBe('WELCOME10');
  });

  it('takes a percentage of the subtotal, rounded half up', () => {
    expect(evaluatePromo(base, 1005, now, 'USD')).toMatchObject({ ok: true, amount: 101 });
    expect(evaluatePromo(base, 1004, now, 'USD')).toMatchObject({ ok: true, amount: 100, promo: { code: 'WELCOME10', discountType: 'percentage', discountValue: 10, amount: 100 } });
  });

  it('takes a fixed amount, capped at the subtotal', () => {
    const fixed = { ...base, discountType: 'fixed' as const, discountValue: 500 };
    expect(evaluatePromo(fixed, 2000, now, 'USD')).toMatchObject({ ok: true, amount: 500 });
    expect(evaluatePromo(fixed, 300, now, 'USD')).toMatchObject({ ok: true, amount: 300 });
  });

  it('refuses a missing or inactive code as invalid', () => {
    expect(evaluatePromo(null, 1000, now, 'USD')).toEqual({ ok: false, code: 'PROMO_INVALID', title: TOASTS.promoInvalid.title, message: TOASTS.promoInvalid.description });
    expect(evaluatePromo({ ...base, isActive: false }, 1000, now, 'USD')).toMatchObject({ ok: false, code: 'PROMO_INVALID', message: 'This promo code is not valid' });
  });

  it('refuses a code that has not started', () => {
    expect(evaluatePromo({ ...base, startDate: new Date('2026-11-16T00:00:00Z') }, 1000, now, 'USD')).toMatchObject({ ok: false, code: 'PROMO_NOT_YET_ACTIVE', message: 'This promo code is not yet active' });
  });

  it('refuses a code that has ended', () => {
    expect(evaluatePromo({ ...base, endDate: new Date('2026-11-15T11:59:59Z') }, 1000, now, 'USD')).toMatchObject({ ok: false, code: 'PROMO_EXPIRED', message: 'This promo code has expired' });
  });

  it('refuses a code with no uses left', () => {
    expect(evaluatePromo({ ...base, currentUses: 100 }, 1000, now, 'USD')).toMatchObject({ ok: false, code: 'PROMO_USED_UP', message: 'This promo code has reached its maximum usage limit' });
    expect(evaluatePromo({ ...base, maxUses: null, currentUses: 10_000 }, 1000, now, 'USD')).toMatchObject({ ok: true });
  });

  it('refuses a subtotal below the minimum, naming the amount in the currency', () => {
    expect(evaluatePromo({ ...base, minPurchaseAmount: 20_000 }, 19_999, now, 'USD')).toMatchObject({ ok: false, code: 'PROMO_MINIMUM_NOT_MET', title: 'Minimum not met', message: 'Minimum purchase of $200.00 required' });
    expect(evaluatePromo({ ...base, minPurchaseAmount: 20_000 }, 100, now, 'GBP')).toMatchObject({ message: 'Minimum purchase of £200.00 required' });
    expect(evaluatePromo({ ...base, minPurchaseAmount: 20_000 }, 20_000, now, 'USD')).toMatchObject({ ok: true, amount: 2000 });
  });

  it('checks in the spec order: an inactive, expired, used-up code is invalid first', () => {
    const everythingWrong = { ...base, isActive: false, startDate: new Date('2027-01-01T00:00:00Z'), endDate: new Date('2027-02-01T00:00:00Z'), currentUses: 100, minPurchaseAmount: 99_999 };
    expect(evaluatePromo(everythingWrong, 1, now, 'USD')).toMatchObject({ code: 'PROMO_INVALID' });
    expect(evaluatePromo({ ...everythingWrong, isActive: true }, 1, now, 'USD')).toMatchObject({ code: 'PROMO_NOT_YET_ACTIVE' });
    expect(evaluatePromo({ ...everythingWrong, isActive: true, startDate: null, endDate: new Date('2026-01-01T00:00:00Z') }, 1, now, 'USD')).toMatchObject({ code: 'PROMO_EXPIRED' });
    expect(evaluatePromo({ ...everythingWrong, isActive: true, startDate: null, endDate: null }, 1, now, 'USD')).toMatchObject({ code: 'PROMO_USED_UP' });
    expect(evaluatePromo({ ...everythingWrong, isActive: true, startDate: null, endDate: null, currentUses: 0 }, 1, now, 'USD')).toMatchObject({ code: 'PROMO_MINIMUM_NOT_MET' });
  });
});
