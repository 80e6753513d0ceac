import { formatMoney, type CurrencyCode } from '../money';
import { TOASTS } from '../texts';
import type { AppliedPromo } from './api';
import { divideRoundHalfUp } from './totals';

/** What the promo rule needs of a discounts row. */
export interface PromoDiscount {
  code: string;
  isActive: boolean;
  discountType: 'percentage' | 'fixed';
  /** Percent (1–100) or minor units. */
  discountValue: number;
  startDate: Date | null;
  endDate: Date | null;
  maxUses: number | null;
  currentUses: number;
  minPurchaseAmount: number;
}

export type PromoErrorCode = 'PROMO_INVALID' | 'PROMO_NOT_YET_ACTIVE' | 'PROMO_EXPIRED' | 'PROMO_USED_UP' | 'PROMO_MINIMUM_NOT_MET';

export type PromoOutcome =
  | { ok: true; amount: number; promo: AppliedPromo }
  | { ok: false; code: PromoErrorCode; title: string; message: string };

/** A promo code as typed: trimmed and upper-cased (SPEC §5). */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/** The amount a discount takes off a subtotal: percentage rounded half up, or fixed; capped at the subtotal. */
export function promoAmount(discount: Pick<PromoDiscount, 'discountType' | 'discountValue'>, subtotal: number): number {
  const raw = discount.discountType === 'percentage' ? divideRoundHalfUp(subtotal * discount.discountValue, 100) : discount.discountValue;
  return Math.min(raw, subtotal);
}

function refused(code: PromoErrorCode, toast: { title: string; description: string }): PromoOutcome {
  return { ok: false, code, title: toast.title, message: toast.description };
}

/**
 * The promo check of SPEC §5, in the spec's order: exists and active, started, not ended,
 * uses left, minimum reached. Messages are the spec's toasts (texts.ts).
 */
export function evaluatePromo(discount: PromoDiscount | null | undefined, subtotal: number, now: Date, currency: CurrencyCode): PromoOutcome {
  if (!discount || !discount.isActive) return refused('PROMO_INVALID', TOASTS.promoInvalid);
  if (discount.startDate && discount.startDate.getTime() > now.getTime()) return refused('PROMO_NOT_YET_ACTIVE', TOASTS.promoNotYetActive);
  if (discount.endDate && discount.endDate.getTime() < now.getTime()) return refused('PROMO_EXPIRED', TOASTS.promoExpired);
  if (discount.maxUses !== null && discount.currentUses >= discount.maxUses) return refused('PROMO_USED_UP', TOASTS.promoUsedUp);
  if (subtotal < discount.minPurchaseAmount) {
    const toast = TOASTS.promoMinimumNotMet(formatMoney(discount.minPurchaseAmount, currency));
    return { ok: false, code: 'PROMO_MINIMUM_NOT_MET', title: toast.title, message: toast.description ?? '' };
  }
  const amount = promoAmount(discount, subtotal);
  return {
    ok: true,
    amount,
    promo: { code: discount.code, discountType: discount.discountType, discountValue: discount.discountValue, amount },
  };
}
