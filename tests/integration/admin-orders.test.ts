import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canApply, type OrderStatus } from '../../shared/orders/order-status';
import type { ListPage } from '../../shared/admin/api';
import { ORDERS_TEXTS, type AdminOrder, type OrderListRow } from '../../shared/admin/orders.schema';
import type { OrderView } from '../../shared/checkout/api';
import { TestClient } from '../support/http';
import { refundOrder } from '../../server/orders/refunds/refund-order';
import { approveAtPayPal, capture, checkoutTestApp, createOrder, insertDiscount, insertProduct, newGuestId, stockOf, US_ADDRESS, usesOf } from './checkout-fixtures';
import { insertOrder, ok, refusal, signedInWith } from './admin-fixtures';

// The orders screen's API (issue 12 "Orders"): status changes only as shared/orders/order-status.ts
// allows (every action from every status, both delivery methods), staff change status but never
// move money (403), refunds through PayPal that are one refund per request key (racing itself),
// never more than the capture (concurrent partials), restocked per line, a cancel that gives back
// stock and the promo use, one winner and a 409 with the order as it now is, emails, and the CSV.

const app = checkoutTestApp();
type Answer = { record: AdminOrder };

let seq = 0;
const key = () => `key-${Date.now()}-${++seq}-${Math.random().toString(36).slice(2)}`;

/** A team, signed in once per file. */
let team: { admin: TestClient; staff: TestClient; staffId: string } | undefined;
async function signedIn() {
  if (!team) {
    const admin = await signedInWith(app(), ['admin'], `admin-${seq++}@example.com`, 'Ada Admin');
    const staff = await signedInWith(app(), ['staff'], `staff-${seq++}@example.com`, 'Sid Staff');
    team = { admin: admin.client, staff: staff.client, staffId: staff.id };
  }
  return team;
}

/** A shopper pays for an order through checkout and PayPal (the emulator): the order is `paid`. */
async function paidOrder(lines: Array<{ productId: string; quantity: number }>, extra: Record<string, unknown> = {}): Promise<string> {
  const shopper = new TestClient(app());
  const guestId = newGuestId();
  const created = await createOrder(shopper, { country: 'US', guestId, shippingAddress: US_ADDRESS, email: 'buyer@example.com', lines: lines.map((line) => ({ ...line, variantId: null })), ...extra });
  await approveAtPayPal(app(), created.paypalOrderId);
  const captured = await capture(shopper, created.paypalOrderId, { guestId });
  expect(captured.status, await captured.clone().text()).toBe(200);
  return created.orderId;
}

const detail = async (client: TestClient, id: string) => (await ok<Answer>(await client.get(`/api/admin/orders/${id}`))).record;
const post = (client: TestClient, path: string, body: unknown) => client.request(path, { method: 'POST', json: body });
const emailsOf = async (orderId: string) =>
  (await app().deps.db.selectFrom('email_logs').select(['template', 'body_text', 'body_html']).where('related_order_id', '=', orderId).execute());

describe('status changes follow the shared table', () => {
  it('every status action from every status, for shipping and pickup orders: allowed ones apply, the rest are 409', async () => {
    const { staff } = await signedIn();
    const actions = ['mark_processing', 'mark_shipped', 'mark_delivered', 'mark_ready'] as const;
    const failures: string[] = [];
    for (const delivery of ['shipping', 'pickup'] as const) {
      for (const status of ORDER_STATUSES) {
        for (const action of actions) {
          const id = await insertOrder(app(), { country: 'US', total: 1000, status, delivery, paidAt: status === 'pending_payment' ? undefined : new Date() });
          const version = (await detail(staff, id)).version;
          const body = action === 'mark_shipped' ? { action, version, carrier: 'UPS', trackingNumber: '1Z999' } : { action, version };
          const response = await post(staff, `/api/admin/orders/${id}/status`, body);
          const allowed = canApply(action, { status, deliveryMethod: delivery });
          const want = allowed ? 200 : 409;
          if (response.status !== want) failures.push(`${delivery} ${status} ${action}: ${response.status}, expected ${want}`);
          const after = (await detail(staff, id)).status;
          const expectedStatus: OrderStatus = allowed ? ({ mark_processing: 'processing', mark_shipped: 'shipped', mark_delivered: 'delivered', mark_ready: 'ready_for_pickup' } as const)[action] : status;
          if (after !== expectedStatus) failures.push(`${delivery} ${status} ${action}: now ${after}, expected ${expectedStatus}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('staff ship an order with carrier and tracking (both required), the timeline says who and why, and the shopper is emailed', async () => {
    await insertProduct(app(), { id: 'ao-ship', name: 'Ship Kite', price: 2000, stock: { US: 5 } });
    const { staff } = await signedIn();
    const id = await paidOrder([{ productId: 'ao-ship', quantity: 1 }]);
    let order = await detail(staff, id);
    expect(order.actions).toEqual(['mark_processing', 'mark_shipped']);
    const missing = await refusal(await post(staff, `/api/admin/orders/${id}/status`, { action: 'mark_shipped', version: order.version, carrier: 'UPS' }), 400);
    expect(missing.fields?.trackingNumber).toBe('Enter the tracking number');
    order = (await ok<Answer>(await post(staff, `/api/admin/orders/${id}/status`, { action: 'mark_shipped', version: order.version, carrier: 'UPS', trackingNumber: '1Z-TRACK-42' }))).record;
    expect(order.status).toBe('shipped');
    expect(order.trackingNumber).toBe('1Z-TRACK-42');
    expect(order.timeline.at(-1)).toMatchObject({ from: 'paid', to: 'shipped', by: 'Sid Staff' });
    await app().deps.email.idle();
    const shipped = (await emailsOf(id)).find((email) => email.template === 'order_shipped');
    expect(shipped?.body_text).toContain('1Z-TRACK-42');
    expect(shipped?.body_html).toContain('1Z-TRACK-42');
    // The shopper's order page shows the tracking number.
    const audit = await app().deps.db.selectFrom('audit_log').select('action').where('entity_id', '=', id).execute();
    expect(audit.map((row) => row.action)).toContain('order.mark_shipped');
  });

  it('two staff changing the same order at once: one wins, the other gets 409 with the order as it now is', async () => {
    const { staff, admin } = await signedIn();
    const id = await insertOrder(app(), { country: 'US', total: 1000, status: 'paid', paidAt: new Date() });
    const version = (await detail(staff, id)).version;
    const [a, b] = await Promise.all([
      post(staff, `/api/admin/orders/${id}/status`, { action: 'mark_processing', version }),
      post(admin, `/api/admin/orders/${id}/status`, { action: 'mark_shipped', version, carrier: 'DHL', trackingNumber: 'D1' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const error = await refusal(loser, 409);
    const current = error.current as AdminOrder;
    expect(current.version).toBeGreaterThan(version);
    expect(current.status).toBe((await detail(staff, id)).status);
  });
});

describe('money: refunds and cancels', () => {
  it('staff may not refund nor cancel a paid order (403), but may cancel an unpaid one', async () => {
    const { staff } = await signedIn();
    const paid = await insertOrder(app(), { country: 'US', total: 1000, status: 'paid', paidAt: new Date() });
    const version = (await detail(staff, paid)).version;
    await refusal(await post(staff, `/api/admin/orders/${paid}/refunds`, { version, requestKey: key(), reason: 'x', full: true }), 403);
    await refusal(await post(staff, `/api/admin/orders/${paid}/cancel`, { version, requestKey: key(), reason: 'x' }), 403);
    expect((await detail(staff, paid)).actions).not.toContain('refund');
    const unpaid = await insertOrder(app(), { country: 'US', total: 1000, status: 'pending_payment' });
    const cancelled = await ok<Answer>(await post(staff, `/api/admin/orders/${unpaid}/cancel`, { version: (await detail(staff, unpaid)).version, requestKey: key(), reason: 'Shopper asked' }));
    expect(cancelled.record.status).toBe('cancelled');
  });

  it('a refund racing itself 5 times (the same request key) is one refund at PayPal and in the shop', async () => {
    await insertProduct(app(), { id: 'ao-race', name: 'Race Yo-yo', price: 3000, stock: { US: 5 } });
    const { admin } = await signedIn();
    const id = await paidOrder([{ productId: 'ao-race', quantity: 2 }]);
    const order = await detail(admin, id);
    const body = { version: order.version, requestKey: key(), reason: 'Damaged', amount: 1000 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(admin, `/api/admin/orders/${id}/refunds`, body)));
    expect(answers.map((answer) => answer.status), JSON.stringify(await Promise.all(answers.map((a) => a.clone().text())))).toEqual([200, 200, 200, 200, 200]);
    const refunds = await app().deps.db.selectFrom('refunds').selectAll().where('order_id', '=', id).execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'completed', amount: 1000 });
    const atPayPal = [...app().deps.paypalEmulator!.store.orders.values()].flatMap((o) => o.captures).find((c) => c.id === order.payment!.captureId)!;
    expect(atPayPal.refunds).toHaveLength(1);
    expect((await detail(admin, id)).payment).toMatchObject({ captured: order.payment!.captured, refunded: 1000 });
  });

  it('concurrent partial refunds never exceed the capture; an amount above what is left is refused', async () => {
    await insertProduct(app(), { id: 'ao-part', name: 'Part Drum', price: 5000, stock: { US: 5 } });
    const { admin } = await signedIn();
    const id = await paidOrder([{ productId: 'ao-part', quantity: 1 }]);
    const order = await detail(admin, id);
    const captured = order.payment!.captured;
    const share = Math.floor(captured * 0.4);
    // Each sees the order's version before anyone refunded: only the first can win on it; the
    // others retry at the version they then read, as the screen does after its 409.
    const attempt = async () => {
      for (let round = 0; round < 10; round++) {
        const version = (await detail(admin, id)).version;
        const response = await post(admin, `/api/admin/orders/${id}/refunds`, { version, requestKey: key(), reason: 'Part', amount: share });
        if (response.status !== 409) return response.status;
        await response.body?.cancel();
      }
      return 409;
    };
    const statuses = await Promise.all(Array.from({ length: 5 }, attempt));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    const completed = await app().deps.db.selectFrom('refunds').select('amount').where('order_id', '=', id).where('status', '=', 'completed').execute();
    expect(completed.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(captured);
    const now = await detail(admin, id);
    const over = await refusal(await post(admin, `/api/admin/orders/${id}/refunds`, { version: now.version, requestKey: key(), reason: 'Too much', amount: now.payment!.left + 1 }), 400);
    expect(over.message).toMatch(/^That is more than is left to refund \(\$/);
  });

  it('partial refunds racing without a version (as approvals or a retry would) still never exceed the capture', async () => {
    await insertProduct(app(), { id: 'ao-part2', name: 'Part Flute', price: 5000, stock: { US: 5 } });
    const id = await paidOrder([{ productId: 'ao-part2', quantity: 1 }]);
    const payment = await app().deps.db.selectFrom('payments').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    const share = Math.floor(payment.amount * 0.4);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => refundOrder(app().deps, { orderId: id, amount: share, reason: 'Race', requestKey: key(), actor: null })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [String((result.reason as Error).message)] : []));
    expect(refused).toHaveLength(3);
    for (const message of refused) expect(message).toMatch(/^That is more than is left to refund/);
    const rows = await app().deps.db.selectFrom('refunds').select(['amount', 'status']).where('order_id', '=', id).execute();
    expect(rows.map((row) => row.status)).toEqual(['completed', 'completed']);
    const atPayPal = [...app().deps.paypalEmulator!.store.orders.values()].flatMap((o) => o.captures).find((c) => c.id === payment.capture_id)!;
    expect(atPayPal.refunds).toHaveLength(2);
  });

  it('a line refund restocks only the lines chosen to restock; the shopper is emailed what was refunded', async () => {
    await insertProduct(app(), { id: 'ao-lineA', name: 'Line Ball', price: 1000, stock: { US: 10 } });
    await insertProduct(app(), { id: 'ao-lineB', name: 'Line Bat', price: 2500, stock: { US: 10 } });
    const { admin } = await signedIn();
    const id = await paidOrder([{ productId: 'ao-lineA', quantity: 3 }, { productId: 'ao-lineB', quantity: 2 }]);
    expect([await stockOf(app(), 'ao-lineA'), await stockOf(app(), 'ao-lineB')]).toEqual([7, 8]);
    const order = await detail(admin, id);
    const lineA = order.lines.find((line) => line.productId === 'ao-lineA')!;
    const lineB = order.lines.find((line) => line.productId === 'ao-lineB')!;
    const after = (await ok<Answer>(await post(admin, `/api/admin/orders/${id}/refunds`, {
      version: order.version, requestKey: key(), reason: 'Returned',
      lines: [{ lineId: lineA.id, quantity: 2, restock: true }, { lineId: lineB.id, quantity: 1, restock: false }],
    }))).record;
    expect([await stockOf(app(), 'ao-lineA'), await stockOf(app(), 'ao-lineB')]).toEqual([9, 8]);
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ amount: 2 * 1000 + 2500, status: 'completed' });
    expect(after.status).toBe('paid');
    expect(after.lines.find((line) => line.id === lineA.id)!.refundedQuantity).toBe(2);
    const tooMany = await refusal(await post(admin, `/api/admin/orders/${id}/refunds`, { version: after.version, requestKey: key(), reason: 'Again', lines: [{ lineId: lineA.id, quantity: 2, restock: true }] }), 400);
    expect(tooMany.message).toBe('Only 1 of Line Ball can still be refunded');
    await app().deps.email.idle();
    const email = (await emailsOf(id)).find((row) => row.template === 'order_refunded');
    expect(email?.body_text).toContain('2 × Line Ball');
    expect(email?.body_text).toContain('$45.00');
    // Refunding everything left makes the order `refunded`.
    const full = (await ok<Answer>(await post(admin, `/api/admin/orders/${id}/refunds`, { version: after.version, requestKey: key(), reason: 'All of it', full: true }))).record;
    expect(full.status).toBe('refunded');
    expect(full.payment).toMatchObject({ left: 0, status: 'refunded' });
  });

  it('cancelling a paid order refunds it in full, returns its stock and its promo-code use', async () => {
    await insertProduct(app(), { id: 'ao-cancel', name: 'Cancel Car', price: 4000, stock: { US: 6 } });
    await insertDiscount(app(), { code: 'AOCANCEL', value: 10 });
    const { admin } = await signedIn();
    const id = await paidOrder([{ productId: 'ao-cancel', quantity: 2 }], { promoCode: 'AOCANCEL' });
    expect(await stockOf(app(), 'ao-cancel')).toBe(4);
    expect(await usesOf(app(), 'AOCANCEL')).toBe(1);
    const order = await detail(admin, id);
    expect(order.totals.discount).toBeGreaterThan(0);
    const cancelled = (await ok<Answer>(await post(admin, `/api/admin/orders/${id}/cancel`, { version: order.version, requestKey: key(), reason: 'Out of business' }))).record;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.payment).toMatchObject({ refunded: order.payment!.captured, left: 0 });
    expect(await stockOf(app(), 'ao-cancel')).toBe(6);
    expect(await usesOf(app(), 'AOCANCEL')).toBe(0);
    await app().deps.email.idle();
    expect((await emailsOf(id)).map((row) => row.template)).toContain('order_cancelled');
  });
});

describe('a line refund pays back what the shopper paid for the line (issue 23, ADR 067)', () => {
  const CA_ADDRESS = { fullName: 'Cal Shopper', addressLine1: '1 Main Street', adminArea2: 'Los Angeles', adminArea1: 'CA', postalCode: '90012', countryCode: 'US' };
  const californiaTax = () =>
    app().deps.db.insertInto('tax_rates').values({ id: 'ao-tx-ca', state: 'CA', zip_prefix: null, rate_bps: 725 }).onConflict((oc) => oc.column('id').doNothing()).execute();
  const refundAt = (client: TestClient, id: string, version: number, lines: Array<{ lineId: string; quantity: number }>) =>
    post(client, `/api/admin/orders/${id}/refunds`, { version, requestKey: key(), reason: 'Returned', lines: lines.map((line) => ({ ...line, restock: false })) });
  const paypalRefundsOf = async (orderId: string) => {
    const payment = await app().deps.db.selectFrom('payments').select('capture_id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const atPayPal = [...app().deps.paypalEmulator!.store.orders.values()].flatMap((o) => o.captures).find((c) => c.id === payment.capture_id)!;
    return atPayPal.refunds.map((refund) => refund.amount.value);
  };

  it('the issue’s order: $242.99 + $15.99 with 15 % off and 7.25 % tax; refunding the $15.99 line returns $14.58, and the shopper sees it marked', async () => {
    await californiaTax();
    await insertProduct(app(), { id: 'ao-share-big', name: 'Share Castle', price: 24_299, stock: { US: 5 } });
    await insertProduct(app(), { id: 'ao-share-small', name: 'Share Kite', price: 1_599, stock: { US: 5 } });
    await insertDiscount(app(), { code: 'AOSHARE15', value: 15 });
    const { admin } = await signedIn();
    const id = await paidOrder([{ productId: 'ao-share-big', quantity: 1 }, { productId: 'ao-share-small', quantity: 1 }], { promoCode: 'AOSHARE15', shippingAddress: CA_ADDRESS });
    const order = await detail(admin, id);
    // 15 % of $258.98 = $38.847 → $38.85; $220.13 ships free; 7.25 % of it = $15.959… → $15.96.
    expect(order.totals).toMatchObject({ subtotal: 25_898, discount: 3_885, shipping: 0, tax: 1_596, total: 23_609 });
    expect(order.payment!.captured).toBe(23_609);
    const kite = order.lines.find((line) => line.productId === 'ao-share-small')!;
    const castle = order.lines.find((line) => line.productId === 'ao-share-big')!;

    // $15.99 less its share of the discount ($2.40 of $38.85, by price, to the cent by largest
    // remainder) is $13.59, plus its share of the tax ($0.99 of $15.96, by what is left of each line).
    const first = (await ok<Answer>(await refundAt(admin, id, order.version, [{ lineId: kite.id, quantity: 1 }]))).record;
    expect(first.refunds.map((refund) => refund.amount)).toEqual([1_458]);
    expect(first.payment).toMatchObject({ refunded: 1_458, left: 22_151 });
    expect(await paypalRefundsOf(id)).toEqual(['14.58']);

    // The shopper's order page (here: Track Your Order) marks the refunded line.
    const shopper = new TestClient(app());
    const tracked = await ok<OrderView>(await shopper.post('/api/orders/track', { orderNumber: order.orderNumber, email: 'buyer@example.com' }));
    expect(tracked.lines.map((line) => [line.productName, line.refunded])).toEqual(expect.arrayContaining([['Share Kite', 1], ['Share Castle', 0]]));

    // The other line is the rest of the total, to the cent: the order is refunded in full.
    const second = (await ok<Answer>(await refundAt(admin, id, first.version, [{ lineId: castle.id, quantity: 1 }]))).record;
    expect(second.refunds.map((refund) => refund.amount)).toEqual([1_458, 22_151]);
    expect(second.payment).toMatchObject({ refunded: 23_609, left: 0, status: 'refunded' });
    expect(second.status).toBe('refunded');
  });

  it('one unit at a time, the last unit takes the remainder; the shipping and its tax stay for a full refund', async () => {
    await californiaTax();
    await insertProduct(app(), { id: 'ao-share-units', name: 'Share Yo-yo', price: 1_000, stock: { US: 5 } });
    await insertDiscount(app(), { code: 'AOSHARE10', value: 10 });
    const { admin } = await signedIn();
    const id = await paidOrder([{ productId: 'ao-share-units', quantity: 3 }], { promoCode: 'AOSHARE10', shippingAddress: CA_ADDRESS });
    const order = await detail(admin, id);
    // $30.00 − $3.00 = $27.00, under $99: $9.99 shipping; tax 7.25 % of $36.99 = $2.681… → $2.68.
    expect(order.totals).toMatchObject({ subtotal: 3_000, discount: 300, shipping: 999, tax: 268, total: 3_967 });
    // The tax $2.68 over $27.00 (the line) and $9.99 (shipping): $1.956… and $0.723… → $1.96 and $0.72.
    // The line: $27.00 + $1.96 = $28.96, a third is $9.653…: $9.65, $9.65, and the last unit $9.66.
    const line = order.lines[0]!;
    const one = (await ok<Answer>(await refundAt(admin, id, order.version, [{ lineId: line.id, quantity: 1 }]))).record;
    const two = (await ok<Answer>(await refundAt(admin, id, one.version, [{ lineId: line.id, quantity: 2 }]))).record;
    expect(two.refunds.map((refund) => refund.amount)).toEqual([965, 1_931]);
    expect(two.lines[0]!.refundedQuantity).toBe(3);
    // What is left is the shipping and its tax: $9.99 + $0.72.
    expect(two.payment).toMatchObject({ refunded: 2_896, left: 1_071 });
    expect(two.status).toBe('paid');
    const full = (await ok<Answer>(await post(admin, `/api/admin/orders/${id}/refunds`, { version: two.version, requestKey: key(), reason: 'Shipping too', full: true }))).record;
    expect(full.refunds.map((refund) => refund.amount)).toEqual([965, 1_931, 1_071]);
    expect(full.status).toBe('refunded');
    expect(await paypalRefundsOf(id)).toEqual(['9.65', '19.31', '10.71']);
  });

  it('a $0.00 line refund is refused for what it is: the shopper paid nothing for the line (a free line, a fully discounted one), nothing goes to PayPal', async () => {
    await insertProduct(app(), { id: 'ao-zero-free', name: 'Free Sticker', price: 0, stock: { US: 5 } });
    await insertProduct(app(), { id: 'ao-zero-paid', name: 'Paid Kite', price: 2_000, stock: { US: 5 } });
    const { admin } = await signedIn();
    const id = await paidOrder([{ productId: 'ao-zero-free', quantity: 1 }, { productId: 'ao-zero-paid', quantity: 1 }]);
    const order = await detail(admin, id);
    const sticker = order.lines.find((line) => line.productId === 'ao-zero-free')!;
    const refused = await refusal(await refundAt(admin, id, order.version, [{ lineId: sticker.id, quantity: 1 }]), 400);
    expect(refused).toMatchObject({ code: 'INVALID_DATA', message: ORDERS_TEXTS.lineRefundNothingPaid(['Free Sticker'], '$0.00'), fields: { lines: ORDERS_TEXTS.lineRefundNothingPaid(['Free Sticker'], '$0.00') } });

    // A 100 % promo: the line cost nothing (the order's charge is its shipping).
    await insertProduct(app(), { id: 'ao-zero-promo', name: 'Promo Yo-yo', price: 1_500, stock: { US: 5 } });
    await insertDiscount(app(), { code: 'AOZERO100', value: 100 });
    const promoId = await paidOrder([{ productId: 'ao-zero-promo', quantity: 2 }], { promoCode: 'AOZERO100' });
    const promoOrder = await detail(admin, promoId);
    expect(promoOrder.totals).toMatchObject({ subtotal: 3_000, discount: 3_000 });
    expect(promoOrder.payment!.left).toBeGreaterThan(0);
    const yoyo = promoOrder.lines[0]!;
    expect((await refusal(await refundAt(admin, promoId, promoOrder.version, [{ lineId: yoyo.id, quantity: 2 }]), 400)).message)
      .toBe(ORDERS_TEXTS.lineRefundNothingPaid(['Promo Yo-yo'], '$0.00'));

    // Neither order was refunded anything.
    expect(await paypalRefundsOf(id)).toEqual([]);
    expect(await paypalRefundsOf(promoId)).toEqual([]);
    expect((await detail(admin, id)).refunds).toEqual([]);
  });
});

describe('the list', () => {
  it('searches, filters by the dashboard’s links, sorts, pages and exports CSV', async () => {
    const { staff } = await signedIn();
    const shipped = await insertOrder(app(), { country: 'UK', total: 4321, status: 'shipped', paidAt: new Date() });
    const number = (await detail(staff, shipped)).orderNumber;
    const page = await ok<ListPage<OrderListRow>>(await staff.get(`/api/admin/orders?status=shipped&country=UK&delivery=shipping&q=${encodeURIComponent(number)}`));
    expect(page.rows.map((row) => row.id)).toEqual([shipped]);
    expect(page.rows[0]).toMatchObject({ orderNumber: number, country: 'UK', currency: 'GBP', total: 4321, status: 'shipped', deliveryMethod: 'shipping' });
    const none = await ok<ListPage<OrderListRow>>(await staff.get(`/api/admin/orders?status=delivered&q=${encodeURIComponent(number)}`));
    expect(none.total).toBe(0);
    const sorted = await ok<ListPage<OrderListRow>>(await staff.get('/api/admin/orders?sort=total.desc&pageSize=10'));
    const totals = sorted.rows.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    await refusal(await staff.get('/api/admin/orders?sort=secret.asc'), 400);
    const csv = await staff.get(`/api/admin/orders?format=csv&q=${encodeURIComponent(number)}`);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\n')[0]).toContain('Order number');
    expect(text).toContain(number);
    expect(text).toContain('£43.21');
  });
});
