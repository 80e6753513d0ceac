import type { AdminDiscount } from '../../../../shared/admin/discount.schema';

/** "10% off" or "5.00 off" (a fixed amount is the same number of cents or pence in either currency). */
export function discountValueText(row: Pick<AdminDiscount, 'discountType' | 'discountValue'>): string {
  return row.discountType === 'percentage' ? `${row.discountValue}% off` : `${(row.discountValue / 100).toFixed(2)} off`;
}

/** A date as staff read it, or a dash. */
export function dateText(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}
