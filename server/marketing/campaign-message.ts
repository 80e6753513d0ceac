import type { AppConfig } from '../config';
import { escapeHtml } from '../email/html';
import type { OutgoingEmail } from '../email/mail-transport';
import { markdownToText, renderMarkdown } from '../content/markdown';
import type { Settings } from '../../shared/settings';
import { signUnsubscribeToken } from './unsubscribe-token';

// A campaign's message as a subscriber gets it (docs/decisions/054): the shop's header, the body
// (sanitised Markdown), and a footer with the unsubscribe link and the postal address the law asks
// for (CAN-SPAM, PECR): the recipient's country's address, both when the country is unknown. The
// headers carry List-Unsubscribe (the one-click https URL, and a mailto when configured) and
// List-Unsubscribe-Post (RFC 8058).

export const CAMPAIGN_TEMPLATE = 'campaign';
export const CAMPAIGN_TEST_TEMPLATE = 'campaign_test';

export interface CampaignContent {
  id: string;
  subject: string;
  preheader: string;
  bodyMarkdown: string;
}

/** The unsubscribe page and one-click URL for a token (GET shows the confirm page; POST unsubscribes). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  const url = new URL('/unsubscribe', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

function postalAddresses(contact: Settings['store_contact'], country: 'US' | 'UK' | null): string[] {
  if (country === 'US') return [contact.addressUS];
  if (country === 'UK') return [contact.addressUK];
  return [contact.addressUS, contact.addressUK];
}

export function renderCampaignMessage(
  config: Pick<AppConfig, 'publicUrl' | 'authSecret' | 'marketing'>,
  contact: Settings['store_contact'],
  campaign: CampaignContent,
  recipient: { email: string; country: 'US' | 'UK' | null },
): Omit<OutgoingEmail, 'to'> & { unsubscribeUrl: string } {
  const token = signUnsubscribeToken(config.authSecret, { email: recipient.email, campaignId: campaign.id });
  const link = unsubscribeUrl(config.publicUrl, token);
  const addresses = postalAddresses(contact, recipient.country);
  const body = renderMarkdown(campaign.bodyMarkdown);
  const preheader = campaign.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(campaign.preheader)}</div>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(campaign.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222">
${preheader}<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px"><a href="${escapeHtml(config.publicUrl)}" style="color:#222;text-decoration:none">Toy Shop</a></p>
${body}
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">
<p style="font-size:12px;color:#666;margin:0 0 8px">You are receiving this because you subscribed to the Toy Shop newsletter. <a href="${escapeHtml(link)}" style="color:#666">Unsubscribe</a></p>
${addresses.map((address) => `<p style="font-size:12px;color:#666;margin:0">${escapeHtml(address)}</p>`).join('\n')}
</div></body></html>`;
  const text = [
    'Toy Shop',
    '',
    ...(campaign.preheader ? [campaign.preheader, ''] : []),
    markdownToText(campaign.bodyMarkdown),
    '',
    '--',
    'You are receiving this because you subscribed to the Toy Shop newsletter.',
    `Unsubscribe: ${link}`,
    ...addresses,
  ].join('\n');
  const listUnsubscribe = [`<${link}>`, ...(config.marketing.unsubscribeMailto ? [`<mailto:${config.marketing.unsubscribeMailto}?subject=unsubscribe>`] : [])].join(', ');
  return {
    subject: campaign.subject,
    html,
    text,
    headers: { 'List-Unsubscribe': listUnsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    unsubscribeUrl: link,
  };
}
