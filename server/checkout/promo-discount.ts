import type { Row } from '../db/schema';
import type { PromoDiscount } from '../../shared/checkout/promo';

/** A discounts row as the shared promo rule reads it. */
export function promoDiscountFrom(row: Row<'discounts'>): PromoDiscount {
  return {
    code: row.code,
    isActive: row.is_active,
    discountType: row.discount_type,
    discountValue: row.discount_value,
    startDate: row.start_date,
    endDate: row.end_date,
    maxUses: row.max_uses,
    currentUses: row.current_uses,
    minPurchaseAmount: row.min_purchase_amount,
  };
}
