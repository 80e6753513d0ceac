import QRCode from 'qrcode';
import { escapeHtml, emailFrame } from '../email/html';
import type { EmailAttachment } from '../email/mail-transport';
import type { RenderedEmail } from '../email/password-reset.template';
import { PICKUP_EMAIL_TEXTS, PICKUP_CHECKOUT_TEXTS } from '../../shared/pickup/pickup-checkout-texts';
import { holdDateText, openingHoursLines, storeAddressLines, type PickupStoreView } from '../../shared/pickup/pickup-view';

export const READY_FOR_PICKUP_TEMPLATE = 'ready_for_pickup';
export const PICKUP_REMINDER_TEMPLATE = 'pickup_reminder';

/** The content id the HTML's <img> names: the QR travels as an inline PNG attachment, not a link. */
export const PICKUP_QR_CID = 'pickup-qr@toyshop';

/** What every pickup email shows of the order. */
export interface PickupForEmail {
  store: PickupStoreView;
  code: string | null;
  contactName: string | null;
  holdDays: number;
  /** The hold's end, once the order is ready. */
  holdUntil: string | null;
}

/** The code as a QR code, a PNG attached inline (by CID) so mail clients show it without loading anything. */
export async function pickupQrAttachment(code: string): Promise<EmailAttachment> {
  const content = await QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { filename: `pickup-code-${code}.png`, content, contentType: 'image/png', cid: PICKUP_QR_CID };
}

/**
 * The pickup block of an email (text lines and HTML): the code and its QR, the store with its
 * address and hours, the hold period and what to bring.
 */
export function pickupBlock(pickup: PickupForEmail): { text: string[]; html: string } {
  const address = storeAddressLines(pickup.store);
  const hours = openingHoursLines(pickup.store.openingHours);
  const hold = pickup.holdUntil ? PICKUP_CHECKOUT_TEXTS.holdUntil(holdDateText(pickup.holdUntil, pickup.store.timeZone)) : PICKUP_CHECKOUT_TEXTS.holdBeforeReady(pickup.holdDays);
  const bring = PICKUP_CHECKOUT_TEXTS.whatToBring(pickup.contactName);
  const text = [
    ...(pickup.code ? [`${PICKUP_CHECKOUT_TEXTS.codeLabel}: ${pickup.code}`, ''] : []),
    `Pick up at: ${pickup.store.name}`,
    ...address,
    ...(pickup.store.phone ? [`Phone: ${pickup.store.phone}`] : []),
    '',
    `${PICKUP_CHECKOUT_TEXTS.hoursTitle}:`,
    ...hours.map((line) => `${line.day}: ${line.hours}`),
    '',
    hold,
    '',
    `${PICKUP_CHECKOUT_TEXTS.whatToBringTitle}: ${bring}`,
  ];
  const html = `${
    pickup.code
      ? `<p style="margin:16px 0 4px">${escapeHtml(PICKUP_CHECKOUT_TEXTS.codeLabel)}</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',monospace;margin:0 0 8px">${escapeHtml(pickup.code)}</p>
<p><img src="cid:${PICKUP_QR_CID}" width="180" height="180" alt="${escapeHtml(PICKUP_CHECKOUT_TEXTS.qrLabel(pickup.code))}"></p>`
      : ''
  }
<p><strong>Pick up at ${escapeHtml(pickup.store.name)}</strong><br>${address.map(escapeHtml).join('<br>')}${pickup.store.phone ? `<br>Phone: ${escapeHtml(pickup.store.phone)}` : ''}</p>
<p><strong>${escapeHtml(PICKUP_CHECKOUT_TEXTS.hoursTitle)}</strong><br>${hours.map((line) => `${escapeHtml(line.day)}: ${escapeHtml(line.hours)}`).join('<br>')}</p>
<p>${escapeHtml(hold)}</p>
<p><strong>${escapeHtml(PICKUP_CHECKOUT_TEXTS.whatToBringTitle)}:</strong> ${escapeHtml(bring)}</p>`;
  return { text, html };
}

function greeting(name: string | null): string {
  return name ? `Hello ${name},` : 'Hello,';
}

/** "Ready for pickup": sent when staff mark the order ready. */
export function readyForPickupEmail(order: { orderNumber: string; customerName: string | null; pickup: PickupForEmail }): RenderedEmail {
  const subject = PICKUP_EMAIL_TEXTS.readySubject(order.orderNumber);
  const intro = `Good news: your order ${order.orderNumber} is ready for pickup at ${order.pickup.store.name}.`;
  const block = pickupBlock(order.pickup);
  return {
    subject,
    text: [greeting(order.customerName), '', intro, '', ...block.text].join('\n'),
    html: emailFrame(subject, `<p>${escapeHtml(greeting(order.customerName))}</p>\n<p>${escapeHtml(intro)}</p>\n${block.html}`),
  };
}

/** The one reminder for an order still waiting at the counter after its hold period. */
export function pickupReminderEmail(order: { orderNumber: string; customerName: string | null; pickup: PickupForEmail }): RenderedEmail {
  const subject = PICKUP_EMAIL_TEXTS.reminderSubject(order.orderNumber);
  const intro = `Your order ${order.orderNumber} is still waiting for you at ${order.pickup.store.name}, and its hold period has ended. Please collect it soon, or contact the store: otherwise we may cancel the order and refund it.`;
  const block = pickupBlock(order.pickup);
  return {
    subject,
    text: [greeting(order.customerName), '', intro, '', ...block.text].join('\n'),
    html: emailFrame(subject, `<p>${escapeHtml(greeting(order.customerName))}</p>\n<p>${escapeHtml(intro)}</p>\n${block.html}`),
  };
}
