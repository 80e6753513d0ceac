import type { Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';
import type { ShippingAddressInput } from '../../shared/checkout/api';
import { cartTotals } from '../../shared/checkout/totals';
import { taxableUsAddress, taxRateFor } from '../../shared/checkout/tax';
import { storedAddressFrom } from '../orders/order-view';
import { selectOrderLines, updateOrder } from '../orders/orders.repo';
import { readSetting } from '../settings/settings.repo';
import { selectShippingRate, selectTaxRates } from './checkout.repo';

/** The US sales-tax rate for an address from tax_rates; null when tax is not asked for. */
export async function taxRateForAddress(db: Kysely<DB>, address: ShippingAddressInput): Promise<number | null> {
  const where = taxableUsAddress(address);
  if (!where) return null;
  return taxRateFor(await selectTaxRates(db, where.state), address);
}

/**
 * Stores a shipping address on an open order and prices the order for it: shipping from the
 * country's rate and tax for the address, over the order's own lines and discount. Call it in the
 * transaction that holds the order's lock. Answers the order as it now is.
 */
export async function shipOrderTo(trx: Kysely<DB>, order: Row<'orders'>, address: ShippingAddressInput): Promise<Row<'orders'>> {
  const lines = await selectOrderLines(trx, [order.id]);
  const [shippingRate, taxRateBps, vatRateBps] = await Promise.all([
    selectShippingRate(trx, order.country),
    taxRateForAddress(trx, address),
    readSetting(trx, 'uk_vat_rate_bps'),
  ]);
  const totals = cartTotals({
    country: order.country,
    lines: lines.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })),
    discount: order.discount_total,
    shippingRate,
    taxRateBps,
    vatRateBps,
  });
  const changes = {
    shipping_address: storedAddressFrom(address),
    shipping_total: totals.shipping,
    tax_total: totals.tax,
    vat_included: totals.vatIncluded,
    total: totals.total,
  };
  await updateOrder(trx, order.id, { ...changes, shipping_address: JSON.stringify(changes.shipping_address) });
  return { ...order, ...changes };
}
