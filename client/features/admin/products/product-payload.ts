import type { ProductInput } from '../../../../shared/admin/product.schema';
import { shopperPrices } from '../../../../shared/pricing';

/** Whether a shopper would see a price of 0 anywhere (the product or a size, in either country). */
export function hasZeroPrice(values: ProductInput): boolean {
  const prices = shopperPrices(values, values.variants);
  return Object.values(prices).some((country) => country.product === 0 || country.variants.includes(0));
}

/**
 * What the server is sent: the form's values, with confirmZeroPrice only when a price is 0, which is
 * only reachable after staff answered the confirmation dialog.
 */
export function productPayload(values: ProductInput): ProductInput {
  const { confirmZeroPrice: _ignored, ...rest } = values;
  return hasZeroPrice(values) ? { ...rest, confirmZeroPrice: true } : rest;
}
