import { describe, expect, it } from 'vitest';
import { TestClient } from '../support/http';
import type { CaptureResponse, CheckoutErrorEnvelope, CreateOrderResponse } from '../../shared/checkout/api';
import { TOASTS } from '../../shared/texts';
import { PAYMENT_TEXTS } from '../../shared/checkout/checkout-texts';
import { approveAtPayPal, approveInPayPalWindow, capture, checkoutTestApp, createOrder, insertDiscount, insertProduct, inspectAtPayPal, newGuestId, stockOf, US_ADDRESS, usesOf } from './checkout-fixtures';

const CA_ADDRESS = { ...US_ADDRESS, adminArea2: 'San Francisco', adminArea1: 'CA', postalCode: '94105' };

// Capture: stock and promo uses taken atomically with the payment, never oversold, one charge
// per order however often the capture is sent, and nothing kept when PayPal says no.

const app = checkoutTestApp();

interface GuestOrder extends CreateOrderResponse {
  client: TestClient;
  guestId: string;
}

async function guestOrders(count: number, body: Record<string, unknown>): Promise<GuestOrder[]> {
  const orders: GuestOrder[] = [];
  for (let i = 0; i < count; i++) {
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { ...body, guestId });
    // Without an address of its own, the order is priced for PayPal's through the shipping callback.
    if (body.shippingAddress) await approveAtPayPal(app(), created.paypalOrderId);
    else await approveInPayPalWindow(app(), client, created.paypalOrderId, guestId);
    orders.push({ ...created, client, guestId });
  }
  return orders;
}

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('concurrent captures', () => {
  it('50 shoppers racing for the last 5 units: exactly 5 paid, stock 0, never negative', async () => {
    await insertProduct(app(), { id: 'c-last5', name: 'Limited Rocket', price: 1500, stock: { US: 5 } });
    const orders = await guestOrders(50, { country: 'US', lines: [{ productId: 'c-last5', variantId: null, quantity: 1 }] });

    const responses = await Promise.all(orders.map((o) => capture(o.client, o.paypalOrderId, { guestId: o.guestId })));
    const statuses = responses.map((r) => r.status);
    expect(statusCounts(statuses)).toEqual({ 200: 5, 409: 45 });
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(((await response.json()) as CheckoutErrorEnvelope).error).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Limited Rocket is out of stock.' });
    }
    expect(await stockOf(app(), 'c-last5')).toBe(0);
    const ids = orders.map((o) => o.orderId);
    const paid = await app().deps.db.selectFrom('orders').select('status').where('id', 'in', ids).where('status', '=', 'paid').execute();
    expect(paid).toHaveLength(5);
    const pending = await app().deps.db.selectFrom('orders').select('id').where('id', 'in', ids).where('status', '=', 'pending_payment').execute();
    expect(pending).toHaveLength(45);
    // Only the 5 winners were charged: the refused ones never reached PayPal's capture.
    let captures = 0;
    for (const o of orders) captures += (await inspectAtPayPal(app(), o.paypalOrderId)).captureCount;
    expect(captures).toBe(5);
  });

  it('20 shoppers racing for the last use of a code: exactly one discounted paid order', async () => {
    await insertProduct(app(), { id: 'c-promo', name: 'Puzzle', price: 2000, stock: { US: 100 } });
    await insertDiscount(app(), { code: 'LASTONE', value: 25, maxUses: 10, currentUses: 9 });
    const orders = await guestOrders(20, { country: 'US', promoCode: 'LASTONE', lines: [{ productId: 'c-promo', variantId: null, quantity: 1 }] });

    const responses = await Promise.all(orders.map((o) => capture(o.client, o.paypalOrderId, { guestId: o.guestId })));
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 200: 1, 422: 19 });
    for (const response of responses.filter((r) => r.status === 422)) {
      expect(((await response.json()) as CheckoutErrorEnvelope).error).toEqual({ code: 'PROMO_USED_UP', message: TOASTS.promoUsedUp.description });
    }
    expect(await usesOf(app(), 'LASTONE')).toBe(10);
    const paid = await app().deps.db.selectFrom('orders').selectAll().where('id', 'in', orders.map((o) => o.orderId)).where('status', '=', 'paid').execute();
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ discount_code: 'LASTONE', discount_total: 500 });
    // The losers' stock was given back with the rolled-back transaction.
    expect(await stockOf(app(), 'c-promo')).toBe(99);
  });

  it('a replayed or double-clicked capture: one paid order, one capture at PayPal, the same answer every time', async () => {
    await insertProduct(app(), { id: 'c-double', name: 'Drum', price: 4000, stock: { US: 10 } });
    const [order] = await guestOrders(1, { country: 'US', lines: [{ productId: 'c-double', variantId: null, quantity: 2 }] });
    const o = order!;

    const burst = await Promise.all(Array.from({ length: 5 }, () => capture(o.client, o.paypalOrderId, { guestId: o.guestId })));
    const answers = await Promise.all(burst.map(async (r) => ({ status: r.status, body: (await r.json()) as CaptureResponse })));
    const later = await capture(o.client, o.paypalOrderId, { guestId: o.guestId });
    answers.push({ status: later.status, body: (await later.json()) as CaptureResponse });

    for (const answer of answers) expect(answer).toEqual({ status: 200, body: { orderId: o.orderId, status: 'paid' } });
    expect((await inspectAtPayPal(app(), o.paypalOrderId)).captureCount).toBe(1);
    expect(await stockOf(app(), 'c-double')).toBe(8);
    const history = await app().deps.db.selectFrom('order_status_history').selectAll().where('order_id', '=', o.orderId).orderBy('id').execute();
    expect(history.map((h) => [h.from_status, h.to_status, h.reason])).toEqual([[null, 'pending_payment', 'Order created'], ['pending_payment', 'paid', 'Payment captured']]);
    const payment = await app().deps.db.selectFrom('payments').selectAll().where('order_id', '=', o.orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'captured', amount: 8000 + 999 });
    expect(payment.capture_id).toBeTruthy();
  });
});

describe('an address change racing the capture', () => {
  it('either lands first and is charged, or is refused once the capture has claimed the order; never a deadlock or a mismatch', async () => {
    await insertProduct(app(), { id: 'c-race-address', name: 'Robot Arm', price: 4000, stock: { US: 100 } });
    // Different tax in the two states, so the two outcomes charge different totals.
    await app().deps.db.insertInto('tax_rates').values([{ id: 'c-tx-ny', state: 'NY', zip_prefix: null, rate_bps: 400 }, { id: 'c-tx-ca', state: 'CA', zip_prefix: null, rate_bps: 725 }]).execute();
    for (let i = 0; i < 12; i++) {
      const client = new TestClient(app());
      const guestId = newGuestId();
      const created = await createOrder(client, { country: 'US', guestId, shippingAddress: US_ADDRESS, lines: [{ productId: 'c-race-address', variantId: null, quantity: 1 }] });
      await approveAtPayPal(app(), created.paypalOrderId);
      const [change, paid] = await Promise.all([
        client.post(`/api/checkout/orders/${created.paypalOrderId}/shipping`, { guestId, shippingAddress: CA_ADDRESS }),
        capture(client, created.paypalOrderId, { guestId }),
      ]);
      expect(paid.status, await paid.clone().text()).toBe(200);
      expect([200, 409]).toContain(change.status);
      const order = await app().deps.db.selectFrom('orders').selectAll().where('id', '=', created.orderId).executeTakeFirstOrThrow();
      const payment = await app().deps.db.selectFrom('payments').selectAll().where('order_id', '=', created.orderId).executeTakeFirstOrThrow();
      // What PayPal captured is what the order says, whichever came first.
      expect(payment).toMatchObject({ status: 'captured', amount: order.total });
      expect(order.shipping_address).toMatchObject({ admin_area_1: change.status === 200 ? 'CA' : 'NY' });
      expect(order.tax_total).toBe(change.status === 200 ? 362 : 200); // on 40.00 + 9.99 shipping
    }
  });
});

describe('a declined payment', () => {
  it.each(['paypal', 'card'] as const)('from a %s instrument answers 402 and keeps nothing: stock and promo unchanged, order pending, payment declined', async (source) => {
    const product = `c-decline-${source}`;
    const code = `DECL${source.toUpperCase()}`;
    await insertProduct(app(), { id: product, name: 'Yo-yo', price: 1200, stock: { US: 3 } });
    await insertDiscount(app(), { code, value: 10, maxUses: 5, currentUses: 4 });
    const client = new TestClient(app());
    const guestId = newGuestId();
    // A card brings no address or email of its own: the card form sends them (a PayPal account brings its own).
    const contact = source === 'card' ? { paymentSource: 'card', email: 'card@example.com', shippingAddress: US_ADDRESS } : {};
    const created = await createOrder(client, { country: 'US', guestId, promoCode: code, ...contact, lines: [{ productId: product, variantId: null, quantity: 2 }] });
    if (source === 'card') await approveAtPayPal(app(), created.paypalOrderId, { outcome: 'decline', source });
    else await approveInPayPalWindow(app(), client, created.paypalOrderId, guestId, { outcome: 'decline', source });

    const response = await capture(client, created.paypalOrderId, { guestId });
    expect(response.status).toBe(402);
    expect(((await response.json()) as CheckoutErrorEnvelope).error.code).toBe('PAYMENT_DECLINED');
    expect(await stockOf(app(), product)).toBe(3);
    expect(await usesOf(app(), code)).toBe(4);
    const order = await app().deps.db.selectFrom('orders').select('status').where('id', '=', created.orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('pending_payment');
    const payment = await app().deps.db.selectFrom('payments').selectAll().where('order_id', '=', created.orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'declined', capture_id: null });
    expect(payment.failure_reason).toBeTruthy();
  });

  it.each([
    ['without', {}],
    ['with', { email: 'top@example.com', shippingAddress: US_ADDRESS }],
  ])('an order not yet approved in PayPal (%s an address and email of its own) answers 422 saying so, not a 502, and keeps nothing', async (_with, contact) => {
    const product = `c-unapproved-${_with}`;
    await insertProduct(app(), { id: product, name: 'Top', price: 900, stock: { US: 2 } });
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { country: 'US', guestId, ...contact, lines: [{ productId: product, variantId: null, quantity: 1 }] });
    const response = await capture(client, created.paypalOrderId, { guestId });
    expect(response.status).toBe(422);
    expect(((await response.json()) as CheckoutErrorEnvelope).error).toEqual({ code: 'PAYMENT_FAILED', message: PAYMENT_TEXTS.notApproved });
    expect(await stockOf(app(), product)).toBe(2);
    const payment = await app().deps.db.selectFrom('payments').select(['status', 'capture_request_id']).where('order_id', '=', created.orderId).executeTakeFirstOrThrow();
    expect(payment.status).toBe('created');
    // Approved afterwards, the same order captures normally.
    await approveInPayPalWindow(app(), client, created.paypalOrderId, guestId);
    expect((await capture(client, created.paypalOrderId, { guestId })).status).toBe(200);
    expect(await stockOf(app(), product)).toBe(1);
  });
});

describe('a capture PayPal leaves PENDING', () => {
  it('keeps the order, its stock and its promo use, held for review with the payment pending', async () => {
    await insertProduct(app(), { id: 'c-pending', name: 'Kite', price: 1800, stock: { US: 4 } });
    await insertDiscount(app(), { code: 'PENDING10', value: 10, maxUses: 5, currentUses: 0 });
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { country: 'US', guestId, promoCode: 'PENDING10', lines: [{ productId: 'c-pending', variantId: null, quantity: 2 }] });
    await approveInPayPalWindow(app(), client, created.paypalOrderId, guestId, { outcome: 'pending' });

    const response = await capture(client, created.paypalOrderId, { guestId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ orderId: created.orderId, status: 'awaiting_approval' });
    expect(await stockOf(app(), 'c-pending')).toBe(2);
    expect(await usesOf(app(), 'PENDING10')).toBe(1);
    const order = await app().deps.db.selectFrom('orders').selectAll().where('id', '=', created.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'awaiting_approval', needs_approval: true });
    const payment = await app().deps.db.selectFrom('payments').selectAll().where('order_id', '=', created.orderId).executeTakeFirstOrThrow();
    expect(payment.status).toBe('pending');
    expect(payment.capture_id).toBeTruthy();
    const history = await app().deps.db.selectFrom('order_status_history').select(['from_status', 'to_status', 'reason']).where('order_id', '=', created.orderId).orderBy('id').execute();
    expect(history.map((h) => h.to_status)).toEqual(['pending_payment', 'awaiting_approval']);
    expect(history[1]!.reason).toBe('Payment pending at PayPal: held for review until the funds clear');

    // A replay answers the same, and PayPal was asked to capture once.
    expect(await (await capture(client, created.paypalOrderId, { guestId })).json()).toEqual({ orderId: created.orderId, status: 'awaiting_approval' });
    expect((await inspectAtPayPal(app(), created.paypalOrderId)).captureCount).toBe(1);
    expect(await stockOf(app(), 'c-pending')).toBe(2);
  });
});

describe('order approval', () => {
  it('an order whose total reaches the threshold is awaiting approval', async () => {
    await insertProduct(app(), { id: 'c-pricey', name: 'Castle', price: 50_000, stock: { US: 5 } });
    const [o] = await guestOrders(1, { country: 'US', lines: [{ productId: 'c-pricey', variantId: null, quantity: 1 }] });
    const response = await capture(o!.client, o!.paypalOrderId, { guestId: o!.guestId });
    expect(await response.json()).toEqual({ orderId: o!.orderId, status: 'awaiting_approval' });
    const order = await app().deps.db.selectFrom('orders').selectAll().where('id', '=', o!.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'awaiting_approval', needs_approval: true });
    const history = await app().deps.db.selectFrom('order_status_history').select(['to_status']).where('order_id', '=', o!.orderId).orderBy('id').execute();
    expect(history.map((h) => h.to_status)).toEqual(['pending_payment', 'paid', 'awaiting_approval']);
  });

  it('a line quantity over the limit is awaiting approval; the limits come from settings', async () => {
    await insertProduct(app(), { id: 'c-marbles', name: 'Marble', price: 100, stock: { US: 100 } });
    const [many] = await guestOrders(1, { country: 'US', lines: [{ productId: 'c-marbles', variantId: null, quantity: 11 }] });
    expect(await (await capture(many!.client, many!.paypalOrderId, { guestId: many!.guestId })).json()).toMatchObject({ status: 'awaiting_approval' });
    const [ten] = await guestOrders(1, { country: 'US', lines: [{ productId: 'c-marbles', variantId: null, quantity: 10 }] });
    expect(await (await capture(ten!.client, ten!.paypalOrderId, { guestId: ten!.guestId })).json()).toMatchObject({ status: 'paid' });

    await app().deps.db.insertInto('settings').values([
      { key: 'order_approval_max_line_quantity', value: JSON.stringify(3) },
      { key: 'order_approval_threshold', value: JSON.stringify({ USD: 100_000, GBP: 2000 }) },
    ]).execute();
    const [four] = await guestOrders(1, { country: 'US', lines: [{ productId: 'c-marbles', variantId: null, quantity: 4 }] });
    expect(await (await capture(four!.client, four!.paypalOrderId, { guestId: four!.guestId })).json()).toMatchObject({ status: 'awaiting_approval' });
    await insertProduct(app(), { id: 'c-uk-pricey', name: 'Tea Set', price: 2000, priceUk: 2000, stock: { UK: 5 } });
    const [uk] = await guestOrders(1, { country: 'UK', lines: [{ productId: 'c-uk-pricey', variantId: null, quantity: 1 }] });
    const ukAnswer = await capture(uk!.client, uk!.paypalOrderId, { guestId: uk!.guestId });
    expect(ukAnswer.status, await ukAnswer.clone().text()).toBe(200);
    expect(await ukAnswer.json()).toMatchObject({ status: 'awaiting_approval' });
    await app().deps.db.deleteFrom('settings').where('key', 'in', ['order_approval_max_line_quantity', 'order_approval_threshold']).execute();
  });
});

describe('the signed-in shopper', () => {
  it('has the paid items removed from the server cart (soft delete, so devices sync it)', async () => {
    await insertProduct(app(), { id: 'c-cart-a', name: 'Ball', price: 700, stock: { US: 5 } });
    await insertProduct(app(), { id: 'c-cart-b', name: 'Bat', price: 900, stock: { US: 5 } });
    const client = new TestClient(app());
    const { id: userId } = await client.signUp('capture-cart@example.com');
    await app().deps.db.insertInto('cart_items').values([
      { id: 'ci-a', user_id: userId, product_id: 'c-cart-a', variant_id: null, quantity: 1 },
      { id: 'ci-b', user_id: userId, product_id: 'c-cart-b', variant_id: null, quantity: 1 },
    ]).execute();
    const created = await createOrder(client, { country: 'US', lines: [{ productId: 'c-cart-a', variantId: null, quantity: 1 }] });
    await approveInPayPalWindow(app(), client, created.paypalOrderId, undefined);
    expect((await capture(client, created.paypalOrderId)).status).toBe(200);
    const cart = await app().deps.db.selectFrom('cart_items').select(['id', 'deleted_at']).where('user_id', '=', userId).orderBy('id').execute();
    expect(cart.map((row) => [row.id, row.deleted_at !== null])).toEqual([['ci-a', true], ['ci-b', false]]);
    const history = await app().deps.db.selectFrom('order_status_history').select(['to_status', 'changed_by']).where('order_id', '=', created.orderId).where('to_status', '=', 'paid').execute();
    expect(history).toEqual([{ to_status: 'paid', changed_by: userId }]);
    // Someone else cannot capture it (404, so ids cannot be probed).
    expect((await capture(new TestClient(app()), created.paypalOrderId, { guestId: newGuestId() })).status).toBe(404);
  });
});
