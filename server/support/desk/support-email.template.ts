import { emailFrame, escapeHtml } from '../../email/html';
import type { RenderedEmail } from '../../email/password-reset.template';
import { CONTACT_TOPIC_LABELS, PARTNERSHIP_KIND_LABELS, type ContactMessage, type PartnershipEnquiry } from '../../../shared/support/enquiries';

// The support desk's emails (docs/decisions/051): a staff reply to the shopper, and the contact and
// partnership forms to the shop (with the sender's copy of a contact message).

export const SUPPORT_REPLY_TEMPLATE = 'support_reply';
export const CONTACT_MESSAGE_TEMPLATE = 'contact_message';
export const CONTACT_COPY_TEMPLATE = 'contact_copy';
export const PARTNERSHIP_ENQUIRY_TEMPLATE = 'partnership_enquiry';

/** Plain text as HTML paragraphs, escaped, its line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p style="white-space:pre-wrap;margin:0 0 12px">${escapeHtml(paragraph)}</p>`)
    .join('\n');
}

function fieldList(fields: Array<[string, string]>): { text: string; html: string } {
  return {
    text: fields.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table style="border-collapse:collapse;margin:0 0 16px">${fields
      .map(([label, value]) => `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`,
  };
}

/** A staff member's reply in a handed-off chat, with the way back to the conversation. */
export function supportReplyEmail(input: { name: string; staffName: string; body: string; chatUrl: string }): RenderedEmail {
  const subject = 'Customer care replied to your message';
  const text = [`Hello ${input.name},`, '', `${input.staffName} from our customer care team replied:`, '', input.body, '', `Read and answer it in the chat: ${input.chatUrl}`, '', 'Toy Shop customer care'].join('\n');
  const html = emailFrame(
    subject,
    `<p>Hello ${escapeHtml(input.name)},</p>
<p>${escapeHtml(input.staffName)} from our customer care team replied:</p>
<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #ddd">${paragraphs(input.body)}</blockquote>
<p><a href="${escapeHtml(input.chatUrl)}">Read and answer it in the chat</a></p>
<p>Toy Shop customer care</p>`,
  );
  return { subject, text, html };
}

function contactFields(message: ContactMessage): Array<[string, string]> {
  return [
    ['Name', message.name],
    ['Email', message.email],
    ['Order number', message.orderNumber ?? '—'],
    ['Topic', CONTACT_TOPIC_LABELS[message.topic]],
  ];
}

/** A contact-form message, to the shop's address. */
export function contactMessageEmail(message: ContactMessage): RenderedEmail {
  const subject = `Contact form: ${CONTACT_TOPIC_LABELS[message.topic]} from ${message.name}`;
  const fields = fieldList(contactFields(message));
  return { subject, text: `${fields.text}\n\n${message.message}`, html: emailFrame(subject, `${fields.html}${paragraphs(message.message)}`) };
}

/** The sender's copy of their contact-form message. */
export function contactCopyEmail(message: ContactMessage): RenderedEmail {
  const subject = 'We received your message';
  const intro = `Hello ${message.name}, thank you for contacting Toy Shop. Our customer care team replies within one working day. This is a copy of your message:`;
  const fields = fieldList(contactFields(message));
  return {
    subject,
    text: `${intro}\n\n${fields.text}\n\n${message.message}`,
    html: emailFrame(subject, `<p>${escapeHtml(intro)}</p>${fields.html}${paragraphs(message.message)}`),
  };
}

/** A partnership enquiry, to the shop's address. */
export function partnershipEnquiryEmail(enquiry: PartnershipEnquiry): RenderedEmail {
  const subject = `Partnership enquiry: ${PARTNERSHIP_KIND_LABELS[enquiry.kind]} from ${enquiry.company}`;
  const fields = fieldList([
    ['Name', enquiry.name],
    ['Company', enquiry.company],
    ['Email', enquiry.email],
    ['Website', enquiry.website ?? '—'],
    ['Kind', PARTNERSHIP_KIND_LABELS[enquiry.kind]],
  ]);
  return { subject, text: `${fields.text}\n\n${enquiry.message}`, html: emailFrame(subject, `${fields.html}${paragraphs(enquiry.message)}`) };
}
