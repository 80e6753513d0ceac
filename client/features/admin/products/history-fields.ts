import type { AdminVariant } from '../../../../shared/admin/product.schema';
import { formatMoney, toDecimalString } from '../../../../shared/money';
import type { HistoryFields } from '../kit/record-changes';

/** "Small · US $12.00 · adjustment -2.00": a size as its history lists it. */
function sizeText(size: Partial<AdminVariant>): string {
  const parts = [size.name ?? 'Unnamed size'];
  if (typeof size.price === 'number') parts.push(`US ${formatMoney(size.price, 'USD')}`);
  if (typeof size.priceUk === 'number') parts.push(`UK ${formatMoney(size.priceUk, 'GBP')}`);
  if (size.priceAdjustment) parts.push(`adjustment ${size.priceAdjustment < 0 ? '-' : '+'}${toDecimalString(Math.abs(size.priceAdjustment))}`);
  return parts.join(' · ');
}

/** How a product's fields read in its history. */
export const PRODUCT_HISTORY_FIELDS: HistoryFields = {
  price: { label: 'US price', money: () => 'USD' },
  priceUk: { label: 'UK price', money: () => 'GBP' },
  releaseDate: { label: 'Launch' },
  images: { label: 'Pictures' },
  variants: { label: 'Sizes', show: (sizes) => (Array.isArray(sizes) ? (sizes as Array<Partial<AdminVariant>>).map(sizeText) : String(sizes)) },
};
