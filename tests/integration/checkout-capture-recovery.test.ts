import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TestClient } from '../support/http';
import type { CheckoutErrorEnvelope } from '../../shared/checkout/api';
import { reserveCapture } from '../../server/checkout/capture.repo';
import { captureCheckoutOrder, DEFAULT_CLAIM_WAIT_MS, recoverStaleCaptures, type CaptureDeps } from '../../server/checkout/capture.service';
import { PAYMENT_TEXTS } from '../../shared/checkout/checkout-texts';
import { TOASTS } from '../../shared/texts';
import { PayPalNoAnswerError } from '../../server/payments/paypal/paypal-errors';
import { createLogger } from '../../server/logging/logger';
import { approveAtPayPal, capture, checkoutTestApp, createOrder, insertDiscount, insertProduct, inspectAtPayPal, newGuestId, stockOf, US_ADDRESS, usesOf } from './checkout-fixtures';

// A capture reserves (claims the payment, takes stock and the promo use), captures at PayPal, then
// settles (docs/decisions/019). These prove what happens when the server stops between the claim
// and the settle: the claim is finished later with the same PayPal-Request-Id, by the shopper's
// retry or by the recovery sweep, so the order is neither lost nor charged twice, and an address
// change cannot slip in while a capture is under way.

const app = checkoutTestApp();

const STALE_SECONDS = 300;
const APPROVAL_KEYS = ['order_approval_threshold', 'order_approval_max_line_quantity'];

function captureDeps(): CaptureDeps {
  return { db: app().deps.db, paypal: app().deps.paypal, afterPaid: (orderId) => void app().deps.email.sendOrderConfirmation(orderId), log: app().deps.log, staleClaimSeconds: STALE_SECONDS };
}

/** An approved order whose capture claimed it and then stopped (the server went away). */
async function claimedThenAbandoned(product: string, options: { promoCode?: string; capturedAtPayPal: boolean }) {
  const client = new TestClient(app());
  const guestId = newGuestId();
  const created = await createOrder(client, { country: 'US', guestId, shippingAddress: US_ADDRESS, ...(options.promoCode ? { promoCode: options.promoCode } : {}), lines: [{ productId: product, variantId: null, quantity: 2 }] });
  await approveAtPayPal(app(), created.paypalOrderId);
  const reservation = await reserveCapture(app().deps.db, created.paypalOrderId, { userId: null, guestId }, STALE_SECONDS, APPROVAL_KEYS);
  expect(reservation?.reserved).toBe(true);
  // The server may have reached PayPal before it stopped, or not.
  if (options.capturedAtPayPal) await app().deps.paypal.captureOrder(created.paypalOrderId, reservation!.payment.capture_request_id!);
  return { client, guestId, created };
}

async function age(paypalOrderId: string, seconds: number): Promise<void> {
  await sql`update payments set updated_at = now() - make_interval(secs => ${seconds}::int) where provider_order_id = ${paypalOrderId}`.execute(app().deps.db);
}

async function orderAndPayment(orderId: string) {
  const order = await app().deps.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const payment = await app().deps.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return { order, payment };
}

describe('a capture whose server stopped after claiming the order', () => {
  it('holds the stock and promo use meanwhile; an address change is refused while it is claimed', async () => {
    await insertProduct(app(), { id: 'r-held', name: 'Glider', price: 1500, stock: { US: 5 } });
    await insertDiscount(app(), { code: 'HELD10', value: 10, maxUses: 5, currentUses: 0 });
    const { client, guestId, created } = await claimedThenAbandoned('r-held', { promoCode: 'HELD10', capturedAtPayPal: false });
    expect(await stockOf(app(), 'r-held')).toBe(3);
    expect(await usesOf(app(), 'HELD10')).toBe(1);

    const change = await client.post(`/api/checkout/orders/${created.paypalOrderId}/shipping`, { guestId, shippingAddress: { ...US_ADDRESS, adminArea1: 'CA', postalCode: '94105' } });
    expect(change.status).toBe(409);
    expect(((await change.json()) as CheckoutErrorEnvelope).error.code).toBe('CONFLICT');
    expect((await orderAndPayment(created.orderId)).order.shipping_address).toMatchObject({ admin_area_1: 'NY' });
  });

  it('is finished by the shopper’s retry once the claim is stale: paid once, with the claim’s request id', async () => {
    await insertProduct(app(), { id: 'r-retry', name: 'Kazoo', price: 800, stock: { US: 5 } });
    const { client, guestId, created } = await claimedThenAbandoned('r-retry', { capturedAtPayPal: true });
    await age(created.paypalOrderId, STALE_SECONDS + 5);

    const response = await capture(client, created.paypalOrderId, { guestId });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ orderId: created.orderId, status: 'paid' });
    expect((await inspectAtPayPal(app(), created.paypalOrderId)).captureCount).toBe(1);
    expect(await stockOf(app(), 'r-retry')).toBe(3);
    const { order, payment } = await orderAndPayment(created.orderId);
    expect(order.status).toBe('paid');
    expect(payment).toMatchObject({ status: 'captured' });
  });

  it('is finished by the recovery sweep without the shopper: captured at PayPal if it was not yet, and paid', async () => {
    await insertProduct(app(), { id: 'r-sweep', name: 'Pogo Stick', price: 3000, stock: { US: 5 } });
    await insertDiscount(app(), { code: 'SWEEP5', value: 5, maxUses: 3, currentUses: 0 });
    const { created } = await claimedThenAbandoned('r-sweep', { promoCode: 'SWEEP5', capturedAtPayPal: false });

    // Not stale yet: the sweep leaves a capture that may still be under way alone.
    expect(await recoverStaleCaptures(captureDeps())).toBe(0);
    expect((await orderAndPayment(created.orderId)).payment.status).toBe('capturing');

    await age(created.paypalOrderId, STALE_SECONDS + 5);
    expect(await recoverStaleCaptures(captureDeps())).toBe(1);
    const { order, payment } = await orderAndPayment(created.orderId);
    expect(order.status).toBe('paid');
    expect(payment.status).toBe('captured');
    expect((await inspectAtPayPal(app(), created.paypalOrderId)).captureCount).toBe(1);
    expect(await stockOf(app(), 'r-sweep')).toBe(3);
    expect(await usesOf(app(), 'SWEEP5')).toBe(1);
    const history = await app().deps.db.selectFrom('order_status_history').select(['to_status', 'reason']).where('order_id', '=', created.orderId).orderBy('id').execute();
    expect(history.map((h) => h.to_status)).toEqual(['pending_payment', 'paid']);
    // Nothing left to recover.
    expect(await recoverStaleCaptures(captureDeps())).toBe(0);
  });

  it('gives back the stock and the promo use when PayPal declines the recovered capture', async () => {
    await insertProduct(app(), { id: 'r-declined', name: 'Slinky', price: 600, stock: { US: 4 } });
    await insertDiscount(app(), { code: 'GONE10', value: 10, maxUses: 3, currentUses: 0 });
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { country: 'US', guestId, shippingAddress: US_ADDRESS, promoCode: 'GONE10', lines: [{ productId: 'r-declined', variantId: null, quantity: 1 }] });
    await approveAtPayPal(app(), created.paypalOrderId, { outcome: 'decline' });
    const reservation = await reserveCapture(app().deps.db, created.paypalOrderId, { userId: null, guestId }, STALE_SECONDS, APPROVAL_KEYS);
    expect(reservation?.reserved).toBe(true);
    expect(await stockOf(app(), 'r-declined')).toBe(3);
    await age(created.paypalOrderId, STALE_SECONDS + 5);

    expect(await recoverStaleCaptures(captureDeps())).toBe(1);
    expect(await stockOf(app(), 'r-declined')).toBe(4);
    expect(await usesOf(app(), 'GONE10')).toBe(0);
    const { order, payment } = await orderAndPayment(created.orderId);
    expect(order.status).toBe('pending_payment');
    expect(payment.status).toBe('declined');
    // The next attempt gets a fresh PayPal-Request-Id.
    expect(payment.capture_request_id).not.toBe(reservation!.payment.capture_request_id);
  });

  it('a capture racing a claim that is not stale waits for it and answers what it settled', async () => {
    await insertProduct(app(), { id: 'r-wait', name: 'Spinning Top', price: 1100, stock: { US: 5 } });
    const { guestId, created } = await claimedThenAbandoned('r-wait', { capturedAtPayPal: false });
    // The retry waits while the claim is fresh; the claim is then finished elsewhere (the sweep).
    // Its wait is bounded (5 s by default, the next test); long here so a loaded machine's sweep fits in it.
    const lines: string[] = [];
    const log = createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line) } });
    const retry = captureCheckoutOrder({ ...captureDeps(), log, claimWaitMs: 60_000 }, { userId: null, guestId }, created.paypalOrderId, {}, new Date());
    // The retry has found the claim young and is waiting on it (not yet stale: it must not take it over).
    await expect.poll(() => lines.some((line) => line.includes('waits for another request')), { timeout: 30_000 }).toBe(true);
    await age(created.paypalOrderId, STALE_SECONDS + 5);
    const [outcome] = await Promise.all([retry, recoverStaleCaptures(captureDeps())]);
    expect(outcome).toEqual({ ok: true, value: { orderId: created.orderId, status: 'paid' } });
    expect((await inspectAtPayPal(app(), created.paypalOrderId)).captureCount).toBe(1);
    expect(await stockOf(app(), 'r-wait')).toBe(3);
  });

  it('a retry while a young claim is unsettled (its server stopped) answers 202 “being completed” within seconds; GET .../capture reports it until it is settled', async () => {
    await insertProduct(app(), { id: 'r-young', name: 'Jack-in-the-box', price: 1300, stock: { US: 5 } });
    const { client, guestId, created } = await claimedThenAbandoned('r-young', { capturedAtPayPal: true });
    const started = Date.now();
    const retry = await capture(client, created.paypalOrderId, { guestId });
    // The claim is 300 s from stale: the answer comes after the short wait, not when it goes stale.
    expect(Date.now() - started).toBeLessThan(DEFAULT_CLAIM_WAIT_MS + 2000);
    expect(retry.status).toBe(202);
    expect(await retry.json()).toEqual({ orderId: created.orderId, status: 'capturing', message: PAYMENT_TEXTS.beingCompleted });

    const status = () => client.request(`/api/checkout/orders/${created.paypalOrderId}/capture`, { headers: { 'x-guest-id': guestId } });
    expect(await (await status()).json()).toEqual({ orderId: created.orderId, status: 'capturing', message: PAYMENT_TEXTS.beingCompleted });
    // Only its owner may ask.
    expect((await new TestClient(app()).request(`/api/checkout/orders/${created.paypalOrderId}/capture`, { headers: { 'x-guest-id': newGuestId() } })).status).toBe(404);

    await age(created.paypalOrderId, STALE_SECONDS + 5);
    expect(await recoverStaleCaptures(captureDeps())).toBe(1);
    expect(await (await status()).json()).toEqual({ orderId: created.orderId, status: 'paid' });
    expect((await inspectAtPayPal(app(), created.paypalOrderId)).captureCount).toBe(1);
  });

  it('GET .../capture says not_paid when PayPal refused the capture', async () => {
    await insertProduct(app(), { id: 'r-refused', name: 'Rattle', price: 700, stock: { US: 5 } });
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { country: 'US', guestId, shippingAddress: US_ADDRESS, lines: [{ productId: 'r-refused', variantId: null, quantity: 1 }] });
    await approveAtPayPal(app(), created.paypalOrderId, { outcome: 'decline' });
    expect((await capture(client, created.paypalOrderId, { guestId })).status).toBe(402);
    const status = await client.request(`/api/checkout/orders/${created.paypalOrderId}/capture?guestId=${guestId}`);
    expect(await status.json()).toEqual({ orderId: created.orderId, status: 'not_paid', message: TOASTS.captureFailed().title });
  });

  it('when PayPal captured but its answer was lost, the claim is kept and the shopper’s next try finishes it at once', async () => {
    await insertProduct(app(), { id: 'r-lost', name: 'Marble Run', price: 2500, stock: { US: 5 } });
    const client = new TestClient(app());
    const guestId = newGuestId();
    const created = await createOrder(client, { country: 'US', guestId, shippingAddress: US_ADDRESS, lines: [{ productId: 'r-lost', variantId: null, quantity: 2 }] });
    await approveAtPayPal(app(), created.paypalOrderId);
    const lostAnswer: CaptureDeps = {
      ...captureDeps(),
      paypal: {
        ...app().deps.paypal,
        captureOrder: async (orderId, requestId) => {
          await app().deps.paypal.captureOrder(orderId, requestId);
          throw new PayPalNoAnswerError('PayPal could not be reached. Please try again.');
        },
      },
    };

    const first = await captureCheckoutOrder(lostAnswer, { userId: null, guestId }, created.paypalOrderId, {}, new Date());
    expect(first).toEqual({ ok: false, refusal: { code: 'PAYMENT_FAILED', message: 'PayPal could not be reached. Please try again.' } });
    // PayPal holds the money: the stock stays taken and the payment stays claimed.
    expect(await stockOf(app(), 'r-lost')).toBe(3);
    expect((await orderAndPayment(created.orderId)).payment.status).toBe('capturing');

    const retry = await capture(client, created.paypalOrderId, { guestId });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ orderId: created.orderId, status: 'paid' });
    expect((await inspectAtPayPal(app(), created.paypalOrderId)).captureCount).toBe(1);
    expect(await stockOf(app(), 'r-lost')).toBe(3);
    expect((await orderAndPayment(created.orderId)).payment.status).toBe('captured');
  });
});
