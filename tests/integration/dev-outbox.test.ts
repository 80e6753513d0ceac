import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { decodeQr } from '../support/qr-decode';
import { PICKUP_CHECKOUT_TEXTS } from '../../shared/pickup/pickup-checkout-texts';
import { approveAtPayPal, capture, createOrder, insertProduct, newGuestId } from './checkout-fixtures';
import { insertStore, offerForPickup, pickupOrder } from './pickup-fixtures';

// Without SMTP a password reset can still be finished: the developer's outbox at /api/dev/outbox
// shows every message with its links (docs/decisions/028), and inline images (the pickup QR) as
// data: URLs a browser can show. Off means absent: a 404 like any unknown API path.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.deps.email.idle();
  await t?.close();
});

const NEW_PASSWORD = 'Outbox#2026new';
/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('the developer outbox', () => {
  it('lists the reset email; its page has the link; following it sets a new password that signs in', async () => {
    const shopper = new TestClient(t);
    await shopper.signUp('forgetful@example.com', 'Passw0rd!', 'Forgetful <b>Fay</b>');
    const visitor = new TestClient(t);
    expect((await visitor.post('/api/auth/request-password-reset', { email: 'forgetful@example.com', redirectTo: '/reset-password' })).status).toBe(200);
    await t.deps.email.idle();

    const list = await visitor.get('/api/dev/outbox');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    expect(list.headers.get('cache-control')).toBe('no-store');
    const listHtml = await list.text();
    const href = /<td>forgetful@example\.com<\/td><td><a href="(\/api\/dev\/outbox\/[^"]+)">Reset your Toy Shop password<\/a>/.exec(listHtml)?.[1];
    expect(href, listHtml).toBeDefined();

    const message = await visitor.get(href!);
    expect(message.status).toBe(200);
    const messageHtml = await message.text();
    // Shoppers' text is escaped, links are clickable.
    expect(messageHtml).toContain('Hello Forgetful &lt;b&gt;Fay&lt;/b&gt;,');
    const link = /<a href="(http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]+)">/.exec(messageHtml)?.[1];
    expect(link, messageHtml).toBeDefined();
    const htmlVersion = await visitor.get(`${href!}/html`);
    expect(htmlVersion.status).toBe(200);
    expect(htmlVersion.headers.get('content-security-policy')).toContain('sandbox');
    expect(await htmlVersion.text()).toContain(link!.replace(/&/g, '&amp;'));

    const token = new URL(link!).searchParams.get('token')!;
    expect((await visitor.post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await new TestClient(t).signIn('forgetful@example.com', NEW_PASSWORD)).status).toBe(200);
  });

  it('previews a pickup confirmation’s QR: the HTML version’s image is an inline PNG data: URL that decodes to the code, no cid: left (issue 23)', async () => {
    await insertStore(t, 'outbox-store', { name: 'Upper West Side' });
    await insertProduct(t, { id: 'outbox-kite', name: 'Kite', price: 1500, stock: { US: 2 } });
    await offerForPickup(t, 'outbox-store', 'outbox-kite', 2);
    const shopper = new TestClient(t);
    const guestId = newGuestId();
    const created = await createOrder(shopper, { ...pickupOrder('outbox-store', [{ productId: 'outbox-kite' }]), email: 'outbox-pickup@example.com', guestId });
    await approveAtPayPal(t, created.paypalOrderId);
    expect((await capture(shopper, created.paypalOrderId, { guestId })).status).toBe(200);
    await t.deps.email.idle();
    const { pickup_code: code, order_number: orderNumber } = await t.deps.db.selectFrom('orders').select(['pickup_code', 'order_number']).where('id', '=', created.orderId).executeTakeFirstOrThrow();

    const visitor = new TestClient(t);
    const listHtml = await (await visitor.get('/api/dev/outbox')).text();
    const href = new RegExp(`<td>outbox-pickup@example\\.com</td><td><a href="(/api/dev/outbox/[^"]+)">Your Toy Shop order ${orderNumber}</a>`).exec(listHtml)?.[1];
    expect(href, listHtml).toBeDefined();
    const html = await (await visitor.get(`${href!}/html`)).text();

    const qr = /<img\b[^>]*\bsrc="([^"]*)"[^>]*\balt="([^"]*)"/.exec(html);
    expect(qr?.[2], html).toBe(PICKUP_CHECKOUT_TEXTS.qrLabel(code!));
    const source = qr![1]!;
    expect(source).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = new Uint8Array(Buffer.from(source.slice('data:image/png;base64,'.length), 'base64'));
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(await decodeQr(png)).toEqual([code]);
    // Nothing is left that a browser cannot load: no cid: reference, no other image source.
    expect(html).not.toMatch(/cid:/i);
    expect([...html.matchAll(/\bsrc="([^"]*)"/g)].map((match) => match[1]!.slice(0, 22))).toEqual(['data:image/png;base64,']);
  });

  it('answers 404 for a message that is not there', async () => {
    const visitor = new TestClient(t);
    for (const path of ['/api/dev/outbox/no-such-message', `/api/dev/outbox/${'x'.repeat(200)}`, '/api/dev/outbox/no-such-message/html']) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Message not found');
    }
  });

  it('does not exist when it is off (production by default): no page, no links', async () => {
    const off = createApp({ ...t.deps, config: { ...t.config, devOutbox: false } }, { staticClient: new StaticClient('/nonexistent'), firstScreenMarkup: new FirstScreenMarkup(null) });
    const rows = await t.deps.db.selectFrom('email_logs').select('id').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const path of ['/api/dev/outbox', `/api/dev/outbox/${rows[0]!.id}`, `/api/dev/outbox/${rows[0]!.id}/html`]) {
      const response = await off.request(t.url(path));
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
