import { describe, expect, it } from 'vitest';
import { ORDERS_TEXTS, type AdminOrder } from '../../../../shared/admin/orders.schema';
import type { OrderAction } from '../../../../shared/orders/order-status';
import { chosenLinesAmount, orderActionDefaults, orderActionSchema, type OrderActionFields } from './order-action-form';

// The order action dialog's form schema (ADR 094): the same checks, in the same order, and the same
// request bodies as the dialog's hand-written build() it replaced; amounts in integer minor units.

const order = {
  id: 'order-1',
  orderNumber: 'TS-1001',
  version: 7,
  status: 'paid',
  currency: 'USD',
  lines: [
    { id: 'line-a', productId: 'p-a', variantId: null, productName: 'Robot', variantName: null, unitPrice: 1999, quantity: 2, lineTotal: 3998, refundedQuantity: 0 },
    { id: 'line-b', productId: 'p-b', variantId: 'v-b', productName: 'Kite', variantName: 'Large', unitPrice: 0, quantity: 1, lineTotal: 0, refundedQuantity: 0 },
  ],
  totals: { subtotal: 3998, discount: 0, discountCode: null, shipping: 500, tax: 0, vatIncluded: 0, total: 4498 },
  payment: { provider: 'paypal', providerOrderId: 'PP-1', captureId: 'CAP-1', status: 'completed', captured: 4498, refunded: 0, left: 4498 },
} as unknown as AdminOrder;

const sent = { version: 7, requestKey: 'key-12345678' };

function check(action: OrderAction, fields: Partial<OrderActionFields>) {
  const result = orderActionSchema(action, order, sent).safeParse({ ...orderActionDefaults(order), ...fields });
  return result.success ? { change: result.data } : { messages: result.error.issues.map((issue) => [issue.path.join('.'), issue.message]) };
}

describe('the order action form', () => {
  it('asks for the carrier first, then the tracking number, and sends them trimmed with an optional reason', () => {
    expect(check('mark_shipped', {}).messages?.[0]).toEqual(['carrier', ORDERS_TEXTS.carrierRequired]);
    expect(check('mark_shipped', { carrier: ' UPS ' }).messages).toEqual([['trackingNumber', ORDERS_TEXTS.trackingRequired]]);
    expect(check('mark_shipped', { carrier: ' UPS ', trackingNumber: ' 1Z-9 ' })).toEqual({ change: { kind: 'status', body: { action: 'mark_shipped', version: 7, carrier: 'UPS', trackingNumber: '1Z-9' } } });
    expect(check('mark_shipped', { carrier: 'UPS', trackingNumber: '1Z-9', reason: ' Left early ' }).change?.body).toMatchObject({ reason: 'Left early' });
  });

  it('marks with nothing more, the reason only when one is written', () => {
    expect(check('mark_delivered', { reason: '   ' })).toEqual({ change: { kind: 'status', body: { action: 'mark_delivered', version: 7 } } });
    expect(check('mark_ready', { reason: 'Packed' })).toEqual({ change: { kind: 'status', body: { action: 'mark_ready', version: 7, reason: 'Packed' } } });
  });

  it('cancels and refunds only with a reason, asked before anything else', () => {
    expect(check('cancel', { reason: ' ' }).messages).toEqual([['reason', ORDERS_TEXTS.reasonRequired]]);
    expect(check('cancel', { reason: ' Asked to ' })).toEqual({ change: { kind: 'cancel', body: { version: 7, requestKey: 'key-12345678', reason: 'Asked to' } } });
    expect(check('refund', { mode: 'amount', amount: 'nonsense' }).messages).toEqual([['reason', ORDERS_TEXTS.reasonRequired]]);
  });

  it('reads an amount as integer minor units without floats, above 0 and at most what is left', () => {
    const amount = (text: string) => check('refund', { reason: 'Late', mode: 'amount', amount: text });
    expect(amount('12.5')).toEqual({ change: { kind: 'refund', body: { version: 7, requestKey: 'key-12345678', reason: 'Late', amount: 1250 } } });
    expect(amount('$0.29').change?.body).toMatchObject({ amount: 29 });
    expect(amount('44.98').change?.body).toMatchObject({ amount: 4498 });
    expect(amount('44.99').messages).toEqual([['amount', ORDERS_TEXTS.refundOverLeft('$44.98')]]);
    expect(amount('').messages).toEqual([['amount', 'Enter the amount to refund']]);
    expect(amount('0.00').messages).toEqual([['amount', 'Enter the amount to refund']]);
    expect(amount('-1').messages).toEqual([['amount', 'A price cannot be negative']]);
    expect(amount('1.999').messages).toEqual([['amount', 'Use at most 2 decimals']]);
  });

  it('refunds everything left, restocking when asked', () => {
    expect(check('refund', { reason: 'Broken', mode: 'full', restockAll: true })).toEqual({
      change: { kind: 'refund', body: { version: 7, requestKey: 'key-12345678', reason: 'Broken', full: true, restock: true } },
    });
  });

  it('refunds chosen lines with their restock choice, and refuses none or lines that cost nothing', () => {
    const lines = (a: number, b: number, restock = false) => [
      { lineId: 'line-a', quantity: a, restock },
      { lineId: 'line-b', quantity: b, restock: false },
    ];
    expect(check('refund', { reason: 'Broken' }).messages).toEqual([['lines', ORDERS_TEXTS.refundChoice]]);
    expect(check('refund', { reason: 'Broken', lines: lines(0, 1) }).messages).toEqual([['lines', ORDERS_TEXTS.lineRefundNothingPaid(['Kite (Large)'], '$0.00')]]);
    expect(check('refund', { reason: 'Broken', lines: lines(1, 0, true) })).toEqual({
      change: { kind: 'refund', body: { version: 7, requestKey: 'key-12345678', reason: 'Broken', lines: [{ lineId: 'line-a', quantity: 1, restock: true }] } },
    });
    expect(chosenLinesAmount(order, lines(1, 0))).toBe(1999);
  });
});
