import type { RefundLine, Row, ShippingAddress } from '../db/schema';
import type { OrderView, ShippingAddressInput, Totals } from '../../shared/checkout/api';

/** The order's totals in the contract's shape. */
export function totalsOf(order: Row<'orders'>): Totals {
  return {
    currency: order.currency,
    subtotal: order.subtotal,
    discount: order.discount_total,
    shipping: order.shipping_total,
    tax: order.tax_total,
    vatIncluded: order.vat_included,
    total: order.total,
  };
}

/** The contract's address as stored on the order (PayPal's field names, SPEC §7.3). */
export function storedAddressFrom(address: ShippingAddressInput): ShippingAddress {
  return {
    ...(address.fullName ? { full_name: address.fullName } : {}),
    address_line_1: address.addressLine1 ?? '',
    address_line_2: address.addressLine2 ?? null,
    admin_area_2: address.adminArea2 ?? '',
    admin_area_1: address.adminArea1 ?? null,
    postal_code: address.postalCode ?? '',
    country_code: address.countryCode,
  };
}

export function addressInputFrom(stored: ShippingAddress): ShippingAddressInput {
  return {
    ...(stored.full_name ? { fullName: stored.full_name } : {}),
    addressLine1: stored.address_line_1,
    addressLine2: stored.address_line_2 ?? null,
    adminArea2: stored.admin_area_2,
    adminArea1: stored.admin_area_1 ?? null,
    postalCode: stored.postal_code,
    countryCode: stored.country_code,
  };
}

export function orderViewFrom(order: Row<'orders'>, lines: Row<'order_lines'>[], history: Row<'order_status_history'>[], refunds: Row<'refunds'>[] = []): OrderView {
  const completed = refunds.filter((refund) => refund.status === 'completed');
  const refundedUnits = new Map<string, number>();
  for (const line of completed.flatMap((refund) => refund.lines as RefundLine[])) refundedUnits.set(line.lineId, (refundedUnits.get(line.lineId) ?? 0) + line.quantity);
  return {
    id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    country: order.country,
    currency: order.currency,
    createdAt: order.created_at.toISOString(),
    deliveryMethod: order.delivery_method,
    shippingAddress: order.shipping_address ? addressInputFrom(order.shipping_address) : null,
    email: order.email,
    lines: lines.map((line) => ({
      productId: line.product_id,
      variantId: line.variant_id,
      productName: line.product_name,
      variantName: line.variant_name,
      unitPrice: line.unit_price,
      quantity: line.quantity,
      lineTotal: line.line_total,
      refunded: refundedUnits.get(line.id) ?? 0,
    })),
    totals: totalsOf(order),
    discountCode: order.discount_code,
    statusHistory: history.map((change) => ({ status: change.to_status, at: change.created_at.toISOString(), reason: change.reason })),
    tracking: order.carrier && order.tracking_number ? { carrier: order.carrier, trackingNumber: order.tracking_number } : null,
    refunds: completed.map((refund) => ({ amount: refund.amount, at: new Date(refund.completed_at ?? refund.created_at).toISOString() })),
  };
}
