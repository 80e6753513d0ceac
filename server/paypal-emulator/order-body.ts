import type { EmulatedCapture, EmulatedOrder, EmulatedRefund } from './emulator-store';

// The JSON PayPal answers for an order, a capture and a refund, built from the emulator's state.
// `base` is the emulator's own URL so HATEOAS links point back at it.

function splitName(fullName: string): { given_name: string; surname: string } {
  const [given, ...rest] = fullName.trim().split(/\s+/);
  return { given_name: given ?? '', surname: rest.join(' ') };
}

export function captureBody(capture: EmulatedCapture, base: string, orderId?: string): Record<string, unknown> {
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
    amount: capture.amount,
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    create_time: capture.createTime,
    update_time: capture.createTime,
    ...(orderId ? { supplementary_data: { related_ids: { order_id: orderId } } } : {}),
    links: [
      { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
    ],
  };
}

export function refundBody(refund: EmulatedRefund, base: string): Record<string, unknown> {
  return {
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: [{ href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' }],
  };
}

export function orderBody(order: EmulatedOrder, base: string): Record<string, unknown> {
  const approval = order.approval;
  const address = approval?.shippingAddress ?? null;
  const { full_name: fullName, ...addressFields } = address ?? { country_code: '' };
  const payerName = splitName(fullName ?? 'Sam Shopper');
  // Card payments have no PayPal payer: no email, no payer id.
  const payer =
    approval?.source === 'paypal'
      ? { name: payerName, email_address: approval.payerEmail ?? '', payer_id: approval.payerId, address: { country_code: address?.country_code ?? 'US' } }
      : null;
  const unit: Record<string, unknown> = {
    reference_id: order.unit.referenceId,
    amount: order.unit.amount,
    payee: { email_address: 'merchant@toy-shop.example', merchant_id: 'EMULATORMERCH' },
    ...(order.unit.items.length ? { items: order.unit.items } : {}),
    ...(address ? { shipping: { name: { full_name: fullName ?? `${payerName.given_name} ${payerName.surname}`.trim() }, address: addressFields } } : {}),
    ...(order.captures.length ? { payments: { captures: order.captures.map((c) => captureBody(c, base)) } } : {}),
  };
  const links =
    order.status === 'COMPLETED'
      ? [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }]
      : [
          { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
          { href: `${base}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
          { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
          { href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' },
        ];
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(payer
      ? { payment_source: { paypal: { email_address: payer.email_address, account_id: payer.payer_id, account_status: 'VERIFIED', name: payer.name, address: payer.address } } }
      : {}),
    ...(approval?.source === 'card' ? { payment_source: { card: { last_digits: approval.outcome === 'decline' ? '0002' : '1111', brand: 'VISA', type: 'CREDIT' } } } : {}),
    purchase_units: [unit],
    ...(payer ? { payer } : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links,
  };
}
