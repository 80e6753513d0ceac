import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http';
import { SmtpSink, withEmail } from '../support/smtp-sink';
import { decodeQr } from '../support/qr-decode';
import type { CheckoutErrorEnvelope, OrderView, Quote } from '../../shared/checkout/api';
import { isPickupCode } from '../../shared/pickup/pickup-code';
import { PICKUP_CHECKOUT_TEXTS } from '../../shared/pickup/pickup-checkout-texts';
import { captureCheckoutOrder } from '../../server/checkout/capture.service';
import { transitionOrder } from '../../server/orders/order-transition';
import { remindUncollectedPickups, sendReadyForPickupEmail } from '../../server/pickup/pickup-emails';
import { returnPickupStock } from '../../server/pickup/pickup-stock.repo';
import { PICKUP_QR_CID } from '../../server/pickup/pickup-email.template';
import { approveAtPayPal, capture, checkoutTestApp, createOrder, insertProduct, inspectAtPayPal, newGuestId, stockOf } from './checkout-fixtures';
import { insertStore, offerForPickup, pickupOrder, storeStockOf } from './pickup-fixtures';
import type { TestApp } from '../support/test-app';

// Issue 13, paying for pickup: a pickup order takes its STORE's pickup stock (never the country's)
// atomically at capture and gives it back when the capture fails; it gets a 6-character code from
// an alphabet without look-alikes, unique among the store's open pickups; only its owner sees the
// code; the confirmation email carries the code and its QR; a reminder goes out once after the hold.

const app = checkoutTestApp();
beforeAll(async () => {
  await insertStore(app(), 'p-store', { name: 'Upper West Side' });
  await insertStore(app(), 'p-store-2', { name: 'Midtown' });
});

interface PaidPickup {
  orderId: string;
  paypalOrderId: string;
  client: TestClient;
  guestId: string;
}

/** A guest's pickup order, created and approved at PayPal (not captured). */
async function approvedPickup(t: TestApp, storeId: string, productId: string, quantity = 1): Promise<PaidPickup> {
  const client = new TestClient(t);
  const guestId = newGuestId();
  const created = await createOrder(client, { ...pickupOrder(storeId, [{ productId, quantity }]), guestId });
  await approveAtPayPal(t, created.paypalOrderId);
  return { orderId: created.orderId, paypalOrderId: created.paypalOrderId, client, guestId };
}

async function orderRow(t: TestApp, orderId: string) {
  return t.deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

async function mark(t: TestApp, orderId: string, action: 'mark_ready' | 'collect', at?: Date): Promise<void> {
  await t.deps.db.transaction().execute((trx) => transitionOrder(trx, { orderId, action, actorId: null, reason: `test: ${action}`, ...(action === 'collect' ? { changes: { collected_at: new Date(), collected_by: null } } : {}) }));
  if (at) await t.deps.db.updateTable('order_status_history').set({ created_at: at }).where('order_id', '=', orderId).where('to_status', '=', 'ready_for_pickup').execute();
}

describe('stock: a pickup order takes its store’s pickup stock, never the country’s', () => {
  it('30 shoppers racing for the last 3 units at one store: exactly 3 paid pickup orders, the store’s stock 0, the country’s untouched', async () => {
    await insertProduct(app(), { id: 'p-race', name: 'Wooden Train', price: 2500, stock: { US: 50 } });
    await offerForPickup(app(), 'p-store', 'p-race', 3);
    const orders: PaidPickup[] = [];
    for (let i = 0; i < 30; i++) orders.push(await approvedPickup(app(), 'p-store', 'p-race'));

    const responses = await Promise.all(orders.map((o) => capture(o.client, o.paypalOrderId, { guestId: o.guestId })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(27);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(((await response.json()) as CheckoutErrorEnvelope).error).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Wooden Train is out of stock.' });
    }
    expect(await storeStockOf(app(), 'p-store', 'p-race')).toBe(0);
    expect(await stockOf(app(), 'p-race')).toBe(50);
    const paid = await app().deps.db.selectFrom('orders').select(['status', 'pickup_code']).where('id', 'in', orders.map((o) => o.orderId)).where('status', '=', 'paid').execute();
    expect(paid).toHaveLength(3);
    for (const order of paid) expect(isPickupCode(order.pickup_code ?? '')).toBe(true);
    expect(new Set(paid.map((order) => order.pickup_code)).size).toBe(3);
    // The losers were never charged, and got no code.
    let captures = 0;
    for (const o of orders) captures += (await inspectAtPayPal(app(), o.paypalOrderId)).captureCount;
    expect(captures).toBe(3);
    const unpaid = await app().deps.db.selectFrom('orders').select('pickup_code').where('id', 'in', orders.map((o) => o.orderId)).where('status', '=', 'pending_payment').execute();
    expect(unpaid.every((order) => order.pickup_code === null)).toBe(true);
  });

  it('a capture PayPal declines gives the store’s stock back, and the country’s is never touched', async () => {
    await insertProduct(app(), { id: 'p-decline', name: 'Kite', price: 1200, stock: { US: 7 } });
    await offerForPickup(app(), 'p-store', 'p-decline', 2);
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { ...pickupOrder('p-store', [{ productId: 'p-decline', quantity: 2 }]), guestId });
    await approveAtPayPal(app(), created.paypalOrderId, { outcome: 'decline' });
    const response = await capture(client, created.paypalOrderId, { guestId });
    expect(response.status).toBe(402);
    expect(await storeStockOf(app(), 'p-store', 'p-decline')).toBe(2);
    expect(await stockOf(app(), 'p-decline')).toBe(7);
    expect(await orderRow(app(), created.orderId)).toMatchObject({ status: 'pending_payment', pickup_code: null });
    // A second try with an approving account takes the store's two units.
    await approveAtPayPal(app(), created.paypalOrderId);
    expect((await capture(client, created.paypalOrderId, { guestId })).status).toBe(200);
    expect(await storeStockOf(app(), 'p-store', 'p-decline')).toBe(0);
    expect(await stockOf(app(), 'p-decline')).toBe(7);
  });

  it('a product or size the store does not offer (or no longer offers) is refused at order creation, naming it and the store', async () => {
    await insertProduct(app(), { id: 'p-elsewhere', name: 'Jigsaw', price: 1500, stock: { US: 9 } });
    await insertProduct(app(), { id: 'p-sizes', name: 'Rain Boots', price: 3000, variants: [{ id: 'p-sizes-s', name: 'Small', stock: { US: 4 } }, { id: 'p-sizes-l', name: 'Large', stock: { US: 4 } }] });
    await offerForPickup(app(), 'p-store-2', 'p-elsewhere', 5);
    await offerForPickup(app(), 'p-store', 'p-sizes', 5, 'p-sizes-s');
    await offerForPickup(app(), 'p-store', 'p-sizes', 5, 'p-sizes-l', false);
    const client = new TestClient(app());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ productId: 'p-elsewhere' }, PICKUP_CHECKOUT_TEXTS.notOfferedAt('Jigsaw', 'Upper West Side')],
      [{ productId: 'p-sizes', variantId: 'p-sizes-l' }, PICKUP_CHECKOUT_TEXTS.notOfferedAt('Rain Boots (Large)', 'Upper West Side')],
    ];
    for (const [line, message] of cases) {
      const response = await client.post('/api/checkout/orders', { ...pickupOrder('p-store', [line as { productId: string }]), guestId: newGuestId() });
      expect(response.status).toBe(409);
      expect(((await response.json()) as CheckoutErrorEnvelope).error).toMatchObject({ code: 'OUT_OF_STOCK', message });
    }
    // The size it offers is sold from its own stock; the quote prices the bag at the store (no shipping, NY tax).
    const quote = await client.post('/api/checkout/quote', { country: 'US', pickupStoreId: 'p-store', lines: [{ productId: 'p-sizes', variantId: 'p-sizes-s', quantity: 1 }] });
    expect(quote.status).toBe(200);
    const body = (await quote.json()) as Quote;
    expect(body.lines[0]).toMatchObject({ status: 'ok', available: 5 });
    expect(body.totals.shipping).toBe(0);
    await createOrder(client, { ...pickupOrder('p-store', [{ productId: 'p-sizes', variantId: 'p-sizes-s' }]), guestId: newGuestId() });
  });
});

describe('the pickup code', () => {
  const deps = () => ({ db: app().deps.db, paypal: app().deps.paypal, afterPaid: () => undefined, log: app().deps.log });
  /** A code source that answers the given codes in turn, counting the draws. */
  const codes = (...queue: string[]) => {
    const source = Object.assign(() => { source.draws++; return queue.shift() ?? 'ZZZZZZ'; }, { draws: 0 });
    return source;
  };
  const captureWith = (o: PaidPickup, pickupCode: () => string) =>
    captureCheckoutOrder({ ...deps(), pickupCode }, { userId: null, guestId: o.guestId }, o.paypalOrderId, {}, new Date());

  it('is unique among the store’s open pickups: a clash draws again; another store, or a closed pickup, may hold the same code', async () => {
    await insertProduct(app(), { id: 'p-codes', price: 1000, stock: { US: 10 } });
    await offerForPickup(app(), 'p-store', 'p-codes', 10);
    await offerForPickup(app(), 'p-store-2', 'p-codes', 10);

    const first = await approvedPickup(app(), 'p-store', 'p-codes');
    expect((await captureWith(first, codes('AAAAAA'))).ok).toBe(true);
    expect((await orderRow(app(), first.orderId)).pickup_code).toBe('AAAAAA');

    const second = await approvedPickup(app(), 'p-store', 'p-codes');
    const clashing = codes('AAAAAA', 'AAAAAA', 'BBBBBB');
    expect((await captureWith(second, clashing)).ok).toBe(true);
    expect(clashing.draws).toBe(3);
    expect(await orderRow(app(), second.orderId)).toMatchObject({ status: 'paid', pickup_code: 'BBBBBB' });
    // The clashes wrote nothing twice: one payment captured, one timeline entry, the stock taken once.
    expect((await inspectAtPayPal(app(), second.paypalOrderId)).captureCount).toBe(1);
    const history = await app().deps.db.selectFrom('order_status_history').select('to_status').where('order_id', '=', second.orderId).execute();
    expect(history.map((h) => h.to_status)).toEqual(['pending_payment', 'paid']);
    expect(await storeStockOf(app(), 'p-store', 'p-codes')).toBe(8);

    const elsewhere = await approvedPickup(app(), 'p-store-2', 'p-codes');
    const free = codes('AAAAAA');
    expect((await captureWith(elsewhere, free)).ok).toBe(true);
    expect(free.draws).toBe(1);
    expect((await orderRow(app(), elsewhere.orderId)).pickup_code).toBe('AAAAAA');

    // Once the first is collected its code is free again at its store.
    await mark(app(), first.orderId, 'mark_ready');
    await mark(app(), first.orderId, 'collect');
    const again = await approvedPickup(app(), 'p-store', 'p-codes');
    expect((await captureWith(again, codes('AAAAAA'))).ok).toBe(true);
    expect((await orderRow(app(), again.orderId)).pickup_code).toBe('AAAAAA');
  });
});

describe('who sees the pickup details', () => {
  it('only the owner reads the confirmation with its code; anyone else gets the same “not found”; track-your-order never shows the code', async () => {
    await insertProduct(app(), { id: 'p-owner', name: 'Teddy', price: 2000, stock: { US: 3 } });
    await offerForPickup(app(), 'p-store', 'p-owner', 3);
    const o = await approvedPickup(app(), 'p-store', 'p-owner');
    expect((await capture(o.client, o.paypalOrderId, { guestId: o.guestId })).status).toBe(200);
    const { pickup_code: code, order_number: orderNumber } = await orderRow(app(), o.orderId);

    const mine = await o.client.request(`/api/orders/${o.orderId}`, { headers: { 'x-guest-id': o.guestId } });
    expect(mine.status).toBe(200);
    const view = (await mine.json()) as OrderView;
    expect(view.pickup).toMatchObject({
      code, contactName: 'Sam Shopper', holdDays: 7, readyAt: null, holdUntil: null,
      store: { id: 'p-store', name: 'Upper West Side', addressLine1: '2270 Broadway', city: 'New York', postalCode: '10024' },
    });
    expect(view.pickup?.store.openingHours).toHaveLength(7);

    const stranger = await new TestClient(app()).request(`/api/orders/${o.orderId}`, { headers: { 'x-guest-id': newGuestId() } });
    const unknown = await new TestClient(app()).request('/api/orders/no-such-order', { headers: { 'x-guest-id': newGuestId() } });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual(await unknown.json());

    const tracked = await new TestClient(app()).post('/api/orders/track', { orderNumber, email: 'sam@example.com' });
    expect(tracked.status).toBe(200);
    const trackedView = (await tracked.json()) as OrderView;
    expect(trackedView.pickup?.code).toBeNull();
    expect(JSON.stringify(trackedView)).not.toContain(code!);

    // Once ready, the view says until when it is held (the setting's days after it was marked ready).
    await mark(app(), o.orderId, 'mark_ready', new Date('2026-03-02T10:00:00Z'));
    const ready = (await (await o.client.request(`/api/orders/${o.orderId}`, { headers: { 'x-guest-id': o.guestId } })).json()) as OrderView;
    expect(ready.pickup).toMatchObject({ readyAt: '2026-03-02T10:00:00.000Z', holdUntil: '2026-03-09T10:00:00.000Z' });
  });

  it('Track Your Order names a pickup order’s store and its address, as the owner’s order page does (issue 23)', async () => {
    await insertProduct(app(), { id: 'p-tracked', name: 'Kite', price: 1500, stock: { US: 2 } });
    await offerForPickup(app(), 'p-store', 'p-tracked', 2);
    const o = await approvedPickup(app(), 'p-store', 'p-tracked');
    expect((await capture(o.client, o.paypalOrderId, { guestId: o.guestId })).status).toBe(200);
    const { order_number: orderNumber } = await orderRow(app(), o.orderId);
    const owners = (await (await o.client.request(`/api/orders/${o.orderId}`, { headers: { 'x-guest-id': o.guestId } })).json()) as OrderView;

    const tracked = await new TestClient(app()).post('/api/orders/track', { orderNumber, email: 'sam@example.com' });
    expect(tracked.status).toBe(200);
    const view = (await tracked.json()) as OrderView;
    expect(view.deliveryMethod).toBe('pickup');
    expect(view.pickup?.store).toMatchObject({ id: 'p-store', name: 'Upper West Side', addressLine1: '2270 Broadway', city: 'New York', postalCode: '10024', country: 'US' });
    expect(view.pickup?.store).toEqual(owners.pickup?.store);
    expect(view.pickup?.code).toBeNull();
  });
});

describe('pickup emails', () => {
  let sink: SmtpSink;
  let mailing: TestApp;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    mailing = await withEmail(app(), sink.url());
  });
  afterAll(async () => {
    await mailing?.close();
    await sink?.stop();
  });

  /** The inline PNG attached to a raw message under `cid`, decoded from base64. */
  function inlinePng(raw: string, cid: string): Uint8Array {
    const part = raw.split(/\r?\n--/).find((p) => p.includes(`Content-ID: <${cid}>`));
    expect(part, 'an attachment with the QR code’s Content-ID').toBeDefined();
    expect(part).toMatch(/Content-Type: image\/png/i);
    expect(part).toMatch(/Content-Disposition: inline/i);
    const body = part!.split(/\r?\n\r?\n/).slice(1).join('').replace(/\s+/g, '');
    return new Uint8Array(Buffer.from(body, 'base64'));
  }

  it('the confirmation email carries the code, its QR (an inline PNG that decodes to the code), the store, hours and hold period', async () => {
    await insertProduct(app(), { id: 'p-mail', name: 'Marble Run', price: 3500, stock: { US: 2 } });
    await offerForPickup(app(), 'p-store', 'p-mail', 2);
    const client = new TestClient(mailing);
    const guestId = newGuestId();
    const created = await createOrder(client, { ...pickupOrder('p-store', [{ productId: 'p-mail' }]), email: 'pickup-mail@example.com', guestId });
    await approveAtPayPal(mailing, created.paypalOrderId);
    expect((await capture(client, created.paypalOrderId, { guestId })).status).toBe(200);
    const code = (await orderRow(app(), created.orderId)).pickup_code!;

    const mail = await sink.waitFor('pickup-mail@example.com');
    expect(mail.raw).toContain(code);
    expect(mail.raw).toContain(`cid:${PICKUP_QR_CID}`);
    expect(await decodeQr(inlinePng(mail.raw, PICKUP_QR_CID))).toEqual([code]);
    await mailing.deps.email.idle();
    const [logged] = await app().deps.db.selectFrom('email_logs').selectAll().where('related_order_id', '=', created.orderId).execute();
    expect(logged).toMatchObject({ template: 'order_confirmation', status: 'sent' });
    for (const expected of [`Your pickup code: ${code}`, 'Pick up at: Upper West Side', '2270 Broadway', 'Monday: 09:30–19:00', 'Sunday: 11:00–17:00', PICKUP_CHECKOUT_TEXTS.holdBeforeReady(7), PICKUP_CHECKOUT_TEXTS.whatToBring('Sam Shopper')]) {
      expect(logged!.body_text).toContain(expected);
    }

    // Marked ready: the "ready for pickup" email, with the code and QR and the hold's end.
    await mark(app(), created.orderId, 'mark_ready');
    const ready = await sendReadyForPickupEmail(mailing.deps, created.orderId);
    expect(ready).toMatchObject({ status: 'sent' });
    const readyMail = sink.received.filter((m) => m.to.includes('pickup-mail@example.com')).at(-1)!;
    expect(readyMail.raw).toMatch(/ready for pickup/);
    expect(await decodeQr(inlinePng(readyMail.raw, PICKUP_QR_CID))).toEqual([code]);
  });

  it('the ready email is not sent for an order that is not ready', async () => {
    await insertProduct(app(), { id: 'p-not-ready', price: 1000, stock: { US: 2 } });
    await offerForPickup(app(), 'p-store', 'p-not-ready', 2);
    const o = await approvedPickup(app(), 'p-store', 'p-not-ready');
    expect((await capture(o.client, o.paypalOrderId, { guestId: o.guestId })).status).toBe(200);
    expect(await sendReadyForPickupEmail(mailing.deps, o.orderId)).toBeNull();
  });

  it('the reminder goes out once, after the hold period, however often (and however concurrently) the sweep runs', async () => {
    await insertProduct(app(), { id: 'p-remind', price: 1000, stock: { US: 2 } });
    await offerForPickup(app(), 'p-store', 'p-remind', 2);
    const client = new TestClient(mailing);
    const guestId = newGuestId();
    const created = await createOrder(client, { ...pickupOrder('p-store', [{ productId: 'p-remind' }]), email: 'remind-me@example.com', guestId });
    await approveAtPayPal(mailing, created.paypalOrderId);
    expect((await capture(client, created.paypalOrderId, { guestId })).status).toBe(200);
    const readyAt = new Date('2026-05-01T12:00:00Z');
    await mark(app(), created.orderId, 'mark_ready', readyAt);
    const day = 24 * 60 * 60 * 1000;
    const reminders = () => app().deps.db.selectFrom('email_logs').select(['template', 'body_text']).where('related_order_id', '=', created.orderId).where('template', '=', 'pickup_reminder').execute();

    // (Other files' orders may be overdue too: what counts is this order's reminders.)
    await remindUncollectedPickups(mailing.deps, new Date(readyAt.getTime() + 6 * day), mailing.deps.log);
    await mailing.deps.email.idle();
    expect(await reminders()).toHaveLength(0);
    const later = new Date(readyAt.getTime() + 7 * day + 60_000);
    await Promise.all([1, 2, 3].map(() => remindUncollectedPickups(mailing.deps, later, mailing.deps.log)));
    await remindUncollectedPickups(mailing.deps, new Date(readyAt.getTime() + 30 * day), mailing.deps.log);
    await mailing.deps.email.idle();
    const logged = await reminders();
    expect(logged).toHaveLength(1);
    const code = (await orderRow(app(), created.orderId)).pickup_code!;
    expect(logged[0]!.body_text).toContain(code);
    expect((await app().deps.db.selectFrom('pickup_reminders').selectAll().where('order_id', '=', created.orderId).executeTakeFirstOrThrow()).email_log_id).not.toBeNull();
  });
});

describe('returnPickupStock (for a cancel or refund of a pickup order)', () => {
  it('gives the units back to the order’s store, never to the country', async () => {
    await insertProduct(app(), { id: 'p-return', price: 1000, stock: { US: 4 } });
    await offerForPickup(app(), 'p-store', 'p-return', 3);
    const o = await approvedPickup(app(), 'p-store', 'p-return', 2);
    expect((await capture(o.client, o.paypalOrderId, { guestId: o.guestId })).status).toBe(200);
    expect(await storeStockOf(app(), 'p-store', 'p-return')).toBe(1);
    const order = await orderRow(app(), o.orderId);
    const lines = await app().deps.db.selectFrom('order_lines').select(['product_id', 'variant_id', 'quantity']).where('order_id', '=', o.orderId).execute();
    const returned = await app().deps.db.transaction().execute((trx) => returnPickupStock(trx, order, lines));
    expect(returned).toBe(2);
    expect(await storeStockOf(app(), 'p-store', 'p-return')).toBe(3);
    expect(await stockOf(app(), 'p-return')).toBe(4);
  });
});
