import { formatMoney, type CurrencyCode } from '../../shared/money';
import { emailFrame, escapeHtml } from './html';
import type { RenderedEmail } from './password-reset.template';
import { pickupBlock, type PickupForEmail } from '../pickup/pickup-email.template';

export const ORDER_CONFIRMATION_TEMPLATE = 'order_confirmation';

export interface OrderForEmail {
  orderNumber: string;
  customerName: string | null;
  country: 'US' | 'UK';
  currency: CurrencyCode;
  deliveryMethod: 'shipping' | 'pickup';
  /** A pickup order's store, code, collector and hold period (the code and a QR go in the email). */
  pickup: PickupForEmail | null;
  lines: Array<{ productName: string; variantName: string | null; quantity: number; unitPrice: number; lineTotal: number }>;
  subtotal: number;
  discountTotal: number;
  discountCode: string | null;
  shippingTotal: number;
  taxTotal: number;
  vatIncluded: number;
  total: number;
}

/** The order confirmation: number, lines, and totals (US tax added; UK prices incl. VAT, whose rate is a setting, so the email names the amount, not a rate). */
export function orderConfirmationEmail(order: OrderForEmail): RenderedEmail {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const subject = `Your Toy Shop order ${order.orderNumber}`;
  const totals: Array<[string, string]> = [['Subtotal', money(order.subtotal)]];
  if (order.discountTotal > 0) totals.push([order.discountCode ? `Discount (${order.discountCode})` : 'Discount', `-${money(order.discountTotal)}`]);
  if (order.deliveryMethod === 'shipping') totals.push(['Shipping', order.shippingTotal === 0 ? 'Free' : money(order.shippingTotal)]);
  if (order.country === 'US') totals.push(['Tax', money(order.taxTotal)]);
  const totalLabel = order.country === 'UK' ? 'Total (incl. VAT)' : 'Total';
  totals.push([totalLabel, money(order.total)]);
  if (order.country === 'UK') totals.push(['VAT included', money(order.vatIncluded)]);

  const lineLabel = (line: OrderForEmail['lines'][number]) => (line.variantName ? `${line.productName} (${line.variantName})` : line.productName);
  const pickup = order.deliveryMethod === 'pickup' && order.pickup ? pickupBlock(order.pickup) : null;
  const next = order.deliveryMethod === 'pickup' ? 'We will email you again when your order is ready for pickup.' : 'We will email you again when your order is on its way.';

  const text = [
    order.customerName ? `Hello ${order.customerName},` : 'Hello,',
    '',
    `Thank you for your order. Your order number is ${order.orderNumber}.`,
    '',
    ...order.lines.map((line) => `${lineLabel(line)} — ${line.quantity} × ${money(line.unitPrice)} = ${money(line.lineTotal)}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    ...(pickup ? ['', ...pickup.text] : []),
    '',
    next,
  ].join('\n');

  const cell = 'padding:6px 4px;border-bottom:1px solid #eee';
  const rows = order.lines
    .map(
      (line) => `<tr><td style="${cell}">${escapeHtml(line.productName)}${line.variantName ? `<br><span style="color:#666;font-size:13px">${escapeHtml(line.variantName)}</span>` : ''}</td>
<td style="${cell};text-align:center">${line.quantity}</td><td style="${cell};text-align:right">${money(line.unitPrice)}</td><td style="${cell};text-align:right">${money(line.lineTotal)}</td></tr>`,
    )
    .join('\n');
  const totalRows = totals
    .map(([label, value]) => `<tr><td colspan="3" style="padding:4px;text-align:right">${escapeHtml(label)}</td><td style="padding:4px;text-align:right">${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const html = emailFrame(
    subject,
    `<p>${escapeHtml(order.customerName ? `Hello ${order.customerName},` : 'Hello,')}</p>
<p>Thank you for your order. Your order number is <strong>${escapeHtml(order.orderNumber)}</strong>.</p>
<table style="width:100%;border-collapse:collapse;font-size:14px">
<thead><tr><th style="text-align:left;padding:4px">Item</th><th style="padding:4px">Qty</th><th style="text-align:right;padding:4px">Price</th><th style="text-align:right;padding:4px">Total</th></tr></thead>
<tbody>
${rows}
${totalRows}
</tbody></table>
${pickup ? pickup.html : ''}
<p>${escapeHtml(next)}</p>`,
  );
  return { subject, text, html };
}
