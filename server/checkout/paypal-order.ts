import type { NewRow } from '../db/schema';
import type { Totals } from '../../shared/checkout/api';
import type { OrderAmount, OrderItem } from '../payments/paypal/paypal-client';

/** The order's lines as PayPal items: our snapshot names and unit prices, the SKU naming product and size. */
export function payPalItemsOf(lines: Array<Pick<NewRow<'order_lines'>, 'product_id' | 'variant_id' | 'product_name' | 'variant_name' | 'unit_price' | 'quantity'>>): OrderItem[] {
  return lines.map((line) => ({
    name: line.variant_name ? `${line.product_name} (${line.variant_name})` : line.product_name,
    sku: line.variant_id ? `${line.product_id}:${line.variant_id}` : line.product_id,
    quantity: line.quantity,
    unitAmount: line.unit_price,
  }));
}

/** Our totals as PayPal's breakdown; it adds up by construction (total = items − discount + shipping + tax). */
export function payPalAmountOf(totals: Totals): OrderAmount {
  return { itemTotal: totals.subtotal, shipping: totals.shipping, taxTotal: totals.tax, discount: totals.discount, total: totals.total };
}
