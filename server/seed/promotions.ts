import type { NewRow } from '../db/schema';
import { daysFrom } from './clock';
import { seedId } from './ids';

/** One promo code per outcome of the promo check, so tests and demos can try each. */
export const SEED_PROMO_CODES = {
  /** 10% off, valid now, no minimum. */
  percentage: 'WELCOME10',
  /** $5 / £5 off, valid now, no minimum. */
  fixed: 'SAVE5',
  /** Starts two weeks from the seed's today. */
  notYetActive: 'SUMMER25',
  /** Ended ten days before the seed's today. */
  expired: 'HOLIDAY20',
  /** Every use taken (current_uses = max_uses). */
  usedUp: 'LAUNCH50',
  /** Needs a subtotal of at least 200.00 (20000 minor units). */
  minimumPurchase: 'BIGSPEND20',
  /** Switched off by staff (is_active = false). */
  inactive: 'RETIRED15',
} as const;

export type SeedPromoOutcome = keyof typeof SEED_PROMO_CODES;

/** The minimum subtotal (minor units) for SEED_PROMO_CODES.minimumPurchase. */
export const SEED_PROMO_MINIMUM = 20000;

export function discountRows(now: Date): NewRow<'discounts'>[] {
  const code = (outcome: SeedPromoOutcome, row: Omit<NewRow<'discounts'>, 'id' | 'code'>): NewRow<'discounts'> => ({
    id: seedId(`discount:${SEED_PROMO_CODES[outcome]}`),
    code: SEED_PROMO_CODES[outcome],
    ...row,
  });
  const created = (days: number) => ({ created_at: daysFrom(now, days), updated_at: daysFrom(now, days) });
  return [
    code('percentage', { discount_type: 'percentage', discount_value: 10, is_active: true, start_date: daysFrom(now, -30), end_date: daysFrom(now, 365), max_uses: null, current_uses: 12, min_purchase_amount: 0, ...created(-31) }),
    code('fixed', { discount_type: 'fixed', discount_value: 500, is_active: true, start_date: daysFrom(now, -14), end_date: null, max_uses: 1000, current_uses: 87, min_purchase_amount: 0, ...created(-15) }),
    code('notYetActive', { discount_type: 'percentage', discount_value: 25, is_active: true, start_date: daysFrom(now, 14), end_date: daysFrom(now, 60), max_uses: null, current_uses: 0, min_purchase_amount: 0, ...created(-2) }),
    code('expired', { discount_type: 'percentage', discount_value: 20, is_active: true, start_date: daysFrom(now, -90), end_date: daysFrom(now, -10), max_uses: null, current_uses: 214, min_purchase_amount: 0, ...created(-95) }),
    code('usedUp', { discount_type: 'percentage', discount_value: 15, is_active: true, start_date: daysFrom(now, -20), end_date: daysFrom(now, 40), max_uses: 50, current_uses: 50, min_purchase_amount: 0, ...created(-21) }),
    code('minimumPurchase', { discount_type: 'fixed', discount_value: 2000, is_active: true, start_date: daysFrom(now, -7), end_date: daysFrom(now, 90), max_uses: null, current_uses: 3, min_purchase_amount: SEED_PROMO_MINIMUM, ...created(-8) }),
    code('inactive', { discount_type: 'percentage', discount_value: 15, is_active: false, start_date: daysFrom(now, -60), end_date: daysFrom(now, 60), max_uses: null, current_uses: 5, min_purchase_amount: 0, ...created(-61) }),
  ];
}
