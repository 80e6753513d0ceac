import { describe, expect, it } from 'vitest';
import { pickupQrAttachment, PICKUP_QR_CID } from '../pickup/pickup-email.template';
import { htmlWithInlineImages } from './inline-images';

describe('htmlWithInlineImages', () => {
  it('turns the pickup QR’s cid: reference into a PNG data: URL a browser can show', async () => {
    const qr = await pickupQrAttachment('ABC234');
    const logged = htmlWithInlineImages(`<p><img src="cid:${PICKUP_QR_CID}" alt="QR"></p>`, [qr])!;
    expect(logged).not.toContain('cid:');
    expect(logged).toContain(`src="data:image/png;base64,${qr.content.toString('base64')}"`);
  });

  it('leaves HTML without inline attachments as it is', () => {
    expect(htmlWithInlineImages('<p>Hi</p>', undefined)).toBe('<p>Hi</p>');
    expect(htmlWithInlineImages(null, [])).toBeNull();
  });
});
