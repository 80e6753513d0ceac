import * as z from 'zod';
import { cancelBodySchema, ORDERS_TEXTS, refundBodySchema, statusActionSchema, type AdminOrder } from '../../../../shared/admin/orders.schema';
import { lineName } from '../../../../shared/checkout/checkout-texts';
import { formatMoney } from '../../../../shared/money';
import { lineRefundAmount } from '../../../../shared/orders/line-refund';
import type { OrderAction } from '../../../../shared/orders/order-status';
import { checkWith } from '../../../lib/form/use-schema-form';
import type { OrderChange } from '../api/use-orders';
import { parseMoneyText } from '../kit/money-text';

export type RefundMode = 'lines' | 'amount' | 'full';

/** The order action dialog's fields as typed: the refund amount stays text until it is read as minor units. */
export const orderActionFieldsSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  reason: z.string(),
  mode: z.enum(['lines', 'amount', 'full']),
  /** One row per order line, in the order's order. */
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number(), restock: z.boolean() })),
  restockAll: z.boolean(),
  amount: z.string(),
});
export type OrderActionFields = z.input<typeof orderActionFieldsSchema>;

/** The dialog's fields as it opens on an order. */
export function orderActionDefaults(order: AdminOrder): OrderActionFields {
  return { carrier: '', trackingNumber: '', reason: '', mode: 'lines', lines: order.lines.map((line) => ({ lineId: line.id, quantity: 0, restock: false })), restockAll: false, amount: '' };
}

/** What the server will refund for the chosen units: what the shopper paid for them (ADR 067). */
export function chosenLinesAmount(order: AdminOrder, lines: ReadonlyArray<{ lineId: string; quantity: number }>): number {
  return lineRefundAmount(
    {
      lines: order.lines.map((line) => ({ id: line.id, unitPrice: line.unitPrice, quantity: line.quantity, refunded: line.refundedQuantity })),
      discount: order.totals.discount,
      shipping: order.totals.shipping,
      tax: order.totals.tax,
    },
    lines.filter((line) => line.quantity > 0),
  );
}

/**
 * What the dialog sends for `action`, checked as it always was and in the same order (one message at a
 * time): a shipment's carrier and tracking number, then a reason where one is needed (the shared body
 * schemas' rules and words), then the refund's choice. An amount is read as integer minor units without
 * floats (parseMoneyText), must be above 0 and at most what is left to refund; chosen lines must return
 * something. `sent` is the version shown when the dialog opened and its idempotency key.
 */
export function orderActionSchema(action: OrderAction, order: AdminOrder, sent: { version: number; requestKey: string }) {
  const { version, requestKey } = sent;
  const money = (minor: number) => formatMoney(minor, order.currency);
  return orderActionFieldsSchema.transform((fields, context): OrderChange => {
    const refuse = (field: keyof OrderActionFields, message: string) => {
      context.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    };
    const why = fields.reason.trim();
    const reason = why ? { reason: fields.reason } : {};
    if (action === 'mark_shipped' || action === 'mark_processing' || action === 'mark_delivered' || action === 'mark_ready') {
      const shipment = action === 'mark_shipped' ? { carrier: fields.carrier, trackingNumber: fields.trackingNumber } : {};
      const body = checkWith(statusActionSchema, { action, version, ...shipment, ...reason } as z.input<typeof statusActionSchema>, context);
      return body ? { kind: 'status', body } : z.NEVER;
    }
    if (action === 'cancel') {
      const body = checkWith(cancelBodySchema, { version, requestKey, reason: fields.reason }, context);
      return body ? { kind: 'cancel', body } : z.NEVER;
    }
    if (!checkWith(refundBodySchema.shape.reason, fields.reason, context, () => ['reason'])) return z.NEVER;
    const refund = (choice: Partial<z.input<typeof refundBodySchema>>): OrderChange => {
      const body = checkWith(refundBodySchema, { version, requestKey, reason: fields.reason, ...choice }, context);
      return body ? { kind: 'refund', body } : z.NEVER;
    };
    if (fields.mode === 'full') return refund({ full: true, restock: fields.restockAll });
    if (fields.mode === 'amount') {
      const parsed = parseMoneyText(fields.amount);
      if (!parsed.ok) return refuse('amount', parsed.message);
      if (parsed.minorUnits === null || parsed.minorUnits <= 0) return refuse('amount', 'Enter the amount to refund');
      if (order.payment && parsed.minorUnits > order.payment.left) return refuse('amount', ORDERS_TEXTS.refundOverLeft(money(order.payment.left)));
      return refund({ amount: parsed.minorUnits });
    }
    const chosen = fields.lines.filter((line) => line.quantity > 0);
    if (chosen.length === 0) return refuse('lines', ORDERS_TEXTS.refundChoice);
    if (chosenLinesAmount(order, chosen) === 0) {
      const names = order.lines.filter((line) => chosen.some((choice) => choice.lineId === line.id)).map((line) => lineName(line.productName, line.variantName));
      return refuse('lines', ORDERS_TEXTS.lineRefundNothingPaid(names, money(0)));
    }
    return refund({ lines: chosen.map((line) => ({ lineId: line.lineId, quantity: line.quantity, restock: line.restock })) });
  });
}
