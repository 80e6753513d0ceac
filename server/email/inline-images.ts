import type { EmailAttachment } from './mail-transport';

/**
 * The HTML as email_logs keeps it (for the outbox and the back office): each `cid:` image the message
 * carries as an inline attachment becomes a data: URL, since a browser cannot resolve `cid:`. The mail
 * itself still goes out with the CID attachment, which is what mail clients show reliably.
 */
export function htmlWithInlineImages(html: string | null, attachments: readonly EmailAttachment[] | undefined): string | null {
  if (html === null || !attachments?.length) return html;
  return attachments.reduce((current, attachment) => {
    if (!attachment.cid) return current;
    const dataUrl = `data:${attachment.contentType};base64,${attachment.content.toString('base64')}`;
    return current.split(`cid:${attachment.cid}`).join(dataUrl);
  }, html);
}
