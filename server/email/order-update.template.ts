import { formatMoney, type CurrencyCode } from '../../shared/money';
import { emailFrame, escapeHtml } from './html';
import type { RenderedEmail } from './password-reset.template';

export const ORDER_SHIPPED_TEMPLATE = 'order_shipped';
export const ORDER_REFUNDED_TEMPLATE = 'order_refunded';
export const ORDER_CANCELLED_TEMPLATE = 'order_cancelled';

/** What the shopper is told about a change to their order (issue 12): shipped, refunded or cancelled. */
export type OrderUpdate =
  | { kind: 'shipped' }
  | { kind: 'refunded'; refundId: string }
  | { kind: 'cancelled'; refundId?: string };

export interface OrderUpdateForEmail {
  orderNumber: string;
  customerName: string | null;
  currency: CurrencyCode;
  carrier: string | null;
  trackingNumber: string | null;
  /** The refund this email is about, if any: its amount and the lines (and quantities) it chose. */
  refund: { amount: number; lines: Array<{ name: string; quantity: number }> } | null;
  /** Everything refunded on the order so far, and what was paid. */
  refundedTotal: number;
  total: number;
}

export function templateOf(update: OrderUpdate): string {
  return update.kind === 'shipped' ? ORDER_SHIPPED_TEMPLATE : update.kind === 'refunded' ? ORDER_REFUNDED_TEMPLATE : ORDER_CANCELLED_TEMPLATE;
}

/** The email for one order update, HTML and text, in the order confirmation's frame. */
export function orderUpdateEmail(update: OrderUpdate, order: OrderUpdateForEmail): RenderedEmail {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const greeting = order.customerName ? `Hello ${order.customerName},` : 'Hello,';
  let subject: string;
  let paragraphs: string[];
  let items: string[] = [];
  if (update.kind === 'shipped') {
    subject = `Your Toy Shop order ${order.orderNumber} has shipped`;
    paragraphs = [
      `Good news: your order ${order.orderNumber} is on its way.`,
      `Carrier: ${order.carrier ?? ''}`,
      `Tracking number: ${order.trackingNumber ?? ''}`,
    ];
  } else if (update.kind === 'refunded') {
    subject = `Your Toy Shop order ${order.orderNumber} has been refunded`;
    const amount = order.refund ? money(order.refund.amount) : money(0);
    paragraphs = [
      `We have refunded ${amount} for your order ${order.orderNumber}.`,
      order.refund && order.refund.lines.length > 0 ? 'What was refunded:' : 'The amount was refunded to your order.',
    ];
    items = order.refund?.lines.map((line) => `${line.quantity} × ${line.name}`) ?? [];
    paragraphs.push(`Refunded in all on this order: ${money(order.refundedTotal)} of ${money(order.total)}. It goes back to the way you paid; it can take a few days to appear.`);
  } else {
    subject = `Your Toy Shop order ${order.orderNumber} has been cancelled`;
    paragraphs = [`Your order ${order.orderNumber} has been cancelled.`];
    if (order.refund) paragraphs.push(`We have refunded ${money(order.refund.amount)}. It goes back to the way you paid; it can take a few days to appear.`);
  }
  const closing = 'If you have any questions, reply to this email or contact us.';
  const text = [greeting, '', ...paragraphs, ...items.map((item) => `- ${item}`), '', closing].join('\n');
  const html = emailFrame(
    subject,
    `<p>${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
<p>${escapeHtml(closing)}</p>`,
  );
  return { subject, text, html };
}
