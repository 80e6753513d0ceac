import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { createPayPalClient, type CreatePayPalOrderInput } from '../../server/payments/paypal/paypal-client';
import type { PayPalFetch } from '../../server/payments/paypal/paypal-http';
import { PayPalNoAnswerError, PayPalNotApprovedError } from '../../server/payments/paypal/paypal-errors';
import { PAYMENT_TEXTS } from '../../shared/checkout/checkout-texts';
import { fetchRoutingTo } from '../../server/payments/paypal-setup';
import { createPayPalEmulator } from '../../server/paypal-emulator/emulator.routes';
import { capturedLog } from '../support/captured-log';

// The real PayPal client against the emulator, over Request/Response: PayPal faked at its HTTP boundary.
const BASE = 'http://shop.test/paypal-emulator';
const CLIENT_ID = 'client-id-for-tests';
const CLIENT_SECRET = 'very-secret-value-for-tests';

interface Sent {
  method: string;
  path: string;
  requestId: string | null;
  status: number | 'network-error';
}

function rig(options: { tokenLifetimeSeconds?: number; wrapFetch?: (inner: PayPalFetch) => PayPalFetch; timeoutMs?: number } = {}) {
  const clock = { emulator: Date.now(), client: Date.now() };
  const emulator = createPayPalEmulator({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    apiBase: BASE,
    now: () => clock.emulator,
    ...(options.tokenLifetimeSeconds ? { tokenLifetimeSeconds: options.tokenLifetimeSeconds } : {}),
  });
  const sent: Sent[] = [];
  const routed = fetchRoutingTo(emulator, BASE);
  const recording: PayPalFetch = async (input, init) => {
    const entry: Sent = { method: init.method ?? 'GET', path: input.slice(BASE.length), requestId: new Headers(init.headers).get('PayPal-Request-Id'), status: 'network-error' };
    sent.push(entry);
    const response = await routed(input, init);
    entry.status = response.status;
    return response;
  };
  const { log, lines: logs } = capturedLog();
  const client = createPayPalClient({
    apiBase: BASE,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    fetch: options.wrapFetch ? options.wrapFetch(recording) : recording,
    now: () => clock.client,
    retryDelaysMs: [1, 1, 1],
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    log,
  });
  // What the emulated SDK posts when the shopper finishes in the PayPal window.
  async function approve(orderId: string, body: Record<string, unknown> = { outcome: 'approve' }): Promise<Response> {
    return emulator.app.request(`/__approve/${orderId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  }
  async function inspect(orderId: string): Promise<{ status: string; captureCount: number; captureAttempts: number; patchCount: number; amount: { value: string } }> {
    return (await emulator.app.request(`/__inspect/orders/${orderId}`)).json() as never;
  }
  return { client, emulator, clock, sent, logs, approve, inspect };
}

function orderInput(overrides: Partial<CreatePayPalOrderInput> = {}): CreatePayPalOrderInput {
  return {
    requestId: crypto.randomUUID(),
    currency: 'USD',
    referenceId: 'order-1',
    items: [
      { name: 'Wooden train set', sku: 'p1:v1', quantity: 2, unitAmount: 2499 },
      { name: 'Plush fox', sku: 'p2', quantity: 1, unitAmount: 1550 },
    ],
    // 2×24.99 + 15.50 = 65.48; + 9.99 shipping + 6.12 tax − 5.00 discount = 76.59
    amount: { itemTotal: 6548, shipping: 999, taxTotal: 612, discount: 500, total: 7659 },
    shippingPreference: 'GET_FROM_FILE',
    ...overrides,
  };
}

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const tokenRequests = (sent: Sent[]) => sent.filter((s) => s.path === '/v1/oauth2/token').length;

describe('OAuth token', () => {
  it('asks for one token for many calls, and a new one once the cached token nears expiry', async () => {
    const r = rig({ tokenLifetimeSeconds: 3600 });
    const { id } = await r.client.createOrder(orderInput());
    await r.client.getOrder(id);
    await r.client.getOrder(id);
    await r.client.patchOrderAmount(id, { referenceId: 'order-1', currency: 'USD', amount: { itemTotal: 6548, shipping: 0, taxTotal: 0, discount: 0, total: 6548 } });
    expect(tokenRequests(r.sent)).toBe(1);
    expect(r.emulator.store.tokensIssued).toBe(1);

    r.clock.client += 3600 * 1000 - 30_000; // inside the refresh margin, before PayPal's expiry
    await r.client.getOrder(id);
    expect(tokenRequests(r.sent)).toBe(2);
  });

  it('refreshes once and retries when PayPal answers 401 for a token it no longer honours', async () => {
    const r = rig({ tokenLifetimeSeconds: 60 });
    const { id } = await r.client.createOrder(orderInput());
    r.clock.emulator += 61_000; // expired at PayPal, still fresh in the client's cache
    const order = await r.client.getOrder(id);
    expect(order.id).toBe(id);
    expect(r.sent.filter((s) => s.path === `/v2/checkout/orders/${id}`).map((s) => s.status)).toEqual([401, 200]);
    expect(tokenRequests(r.sent)).toBe(2);
  });

  it('fails as PAYMENT_FAILED on wrong credentials and never logs the secret', async () => {
    const emulator = createPayPalEmulator({ clientId: CLIENT_ID, clientSecret: 'the-real-secret', apiBase: BASE });
    const { log, lines: logs } = capturedLog();
    const client = createPayPalClient({ apiBase: BASE, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, fetch: fetchRoutingTo(emulator, BASE), retryDelaysMs: [], log });
    const error = await appErrorOf(client.createOrder(orderInput()));
    expect(error.code).toBe('PAYMENT_FAILED');
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain(CLIENT_SECRET);
    expect(JSON.stringify(logs)).not.toContain(Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64'));
  });
});

describe('create, approve, capture', () => {
  it('captures an approved order: COMPLETED, a capture id, the order total in minor units, payer and address', async () => {
    const r = rig();
    const created = await r.client.createOrder(orderInput());
    expect(created.status).toBe('CREATED');
    const address = { full_name: 'Alex Shopper', address_line_1: '10 Downing Street', admin_area_2: 'London', admin_area_1: 'Greater London', postal_code: 'SW1A 2AA', country_code: 'GB' };
    expect((await r.approve(created.id, { outcome: 'approve', payerEmail: 'alex@example.com', shippingAddress: address })).status).toBe(200);

    const capture = await r.client.captureOrder(created.id, crypto.randomUUID());
    expect(capture).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'COMPLETED', amount: 7659, currency: 'USD', payerEmail: 'alex@example.com' });
    expect(capture.captureId).toMatch(/^[A-Z0-9]{17}$/);
    expect(capture.shippingAddress).toEqual({ ...address, address_line_2: null });

    const order = await r.client.getOrder(created.id);
    expect(order).toMatchObject({ id: created.id, status: 'COMPLETED', amount: 7659, currency: 'USD', referenceId: 'order-1', capture: { id: capture.captureId, status: 'COMPLETED', amount: 7659 } });
    // PayPal saw decimal strings, the shop minor units.
    expect((await r.inspect(created.id)).amount.value).toBe('76.59');
  });

  it('sends PayPal-Request-Id on create and capture', async () => {
    const r = rig();
    const input = orderInput();
    const { id } = await r.client.createOrder(input);
    await r.approve(id);
    await r.client.captureOrder(id, 'capture-attempt-1');
    expect(r.sent.find((s) => s.path === '/v2/checkout/orders')?.requestId).toBe(input.requestId);
    expect(r.sent.find((s) => s.path.endsWith('/capture'))?.requestId).toBe('capture-attempt-1');
  });

  it('gives back the same order for the same create request id', async () => {
    const r = rig();
    const input = orderInput();
    const first = await r.client.createOrder(input);
    const again = await r.client.createOrder(input);
    expect(again.id).toBe(first.id);
    expect(r.emulator.store.orders.size).toBe(1);
  });

  it('refuses a breakdown that does not add up before anything is sent', async () => {
    const r = rig();
    await expect(r.client.createOrder(orderInput({ amount: { itemTotal: 6548, shipping: 999, taxTotal: 612, discount: 500, total: 7660 } }))).rejects.toThrow(RangeError);
    await expect(r.client.createOrder(orderInput({ amount: { itemTotal: 6549, shipping: 999, taxTotal: 612, discount: 500, total: 7660 } }))).rejects.toThrow(/sum of the items/);
    await expect(r.client.createOrder(orderInput({ items: [{ name: 'Half a toy', sku: 'x', quantity: 1, unitAmount: 10.5 }], amount: { itemTotal: 10.5, shipping: 0, taxTotal: 0, discount: 0, total: 10.5 } }))).rejects.toThrow(RangeError);
    expect(r.sent).toEqual([]);
  });

  it('maps capture before approval (ORDER_NOT_APPROVED) to a not-approved PAYMENT_FAILED (a 422 at checkout, not a gateway error) and charges nothing', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    const error = await appErrorOf(r.client.captureOrder(id, crypto.randomUUID()));
    expect(error.code).toBe('PAYMENT_FAILED');
    expect(error).toBeInstanceOf(PayPalNotApprovedError);
    expect(error.message).toBe(PAYMENT_TEXTS.notApproved);
    expect(r.sent.at(-1)?.status).toBe(422);
    expect((await r.inspect(id)).captureCount).toBe(0);
  });

  it('maps a declined PayPal instrument (INSTRUMENT_DECLINED) to PAYMENT_DECLINED', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    await r.approve(id, { outcome: 'decline' });
    const error = await appErrorOf(r.client.captureOrder(id, crypto.randomUUID()));
    expect(error.code).toBe('PAYMENT_DECLINED');
    expect((await r.inspect(id)).captureCount).toBe(0);
    // The shopper picks another way to pay in the window; the next capture goes through.
    await r.approve(id, { outcome: 'approve' });
    expect((await r.client.captureOrder(id, crypto.randomUUID())).captureStatus).toBe('COMPLETED');
  });

  it('reads the capture’s own status: a card capture DECLINED in a COMPLETED order is PAYMENT_DECLINED', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    await r.approve(id, { outcome: 'decline', source: 'card' });
    const error = await appErrorOf(r.client.captureOrder(id, crypto.randomUUID()));
    expect(error.code).toBe('PAYMENT_DECLINED');
    expect((await r.client.getOrder(id)).status).toBe('COMPLETED');
  });

  it('a card payment carries no PayPal payer email or address: the shop must have its own', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    await r.approve(id, { outcome: 'approve', source: 'card' });
    expect(await r.client.captureOrder(id, crypto.randomUUID())).toMatchObject({ captureStatus: 'COMPLETED', payerEmail: null, shippingAddress: null });
  });

  it('returns a PENDING capture as PENDING', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    await r.approve(id, { outcome: 'pending' });
    expect(await r.client.captureOrder(id, crypto.randomUUID())).toMatchObject({ orderStatus: 'COMPLETED', captureStatus: 'PENDING', amount: 7659 });
  });
});

describe('one charge', () => {
  it('the same PayPal-Request-Id twice gives the same answer and one capture', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    await r.approve(id);
    const first = await r.client.captureOrder(id, 'same-capture-id');
    const second = await r.client.captureOrder(id, 'same-capture-id');
    expect(second).toEqual(first);
    expect(await r.inspect(id)).toMatchObject({ captureCount: 1, captureAttempts: 1 });
  });

  it('a second capture with a new id returns the existing capture (ORDER_ALREADY_CAPTURED), still one charge', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    await r.approve(id);
    const first = await r.client.captureOrder(id, crypto.randomUUID());
    const second = await r.client.captureOrder(id, crypto.randomUUID());
    expect(second).toEqual(first);
    expect(r.sent.filter((s) => s.path.endsWith('/capture')).map((s) => s.status)).toEqual([201, 422]);
    expect((await r.inspect(id)).captureCount).toBe(1);
  });

  it('retries a capture whose answer was lost with the same request id, and PayPal charges once', async () => {
    let dropNextCaptureAnswer = true;
    const r = rig({
      wrapFetch: (inner) => async (input, init) => {
        const response = await inner(input, init);
        if (input.endsWith('/capture') && dropNextCaptureAnswer) {
          dropNextCaptureAnswer = false;
          throw new TypeError('fetch failed'); // the capture happened, the answer never arrived
        }
        return response;
      },
    });
    const { id } = await r.client.createOrder(orderInput());
    await r.approve(id);
    const capture = await r.client.captureOrder(id, 'capture-with-lost-answer');
    expect(capture.captureStatus).toBe('COMPLETED');
    const attempts = r.sent.filter((s) => s.path.endsWith('/capture'));
    expect(attempts.map((s) => s.requestId)).toEqual(['capture-with-lost-answer', 'capture-with-lost-answer']);
    expect(await r.inspect(id)).toMatchObject({ captureCount: 1, captureAttempts: 1 });
  });

  it('retries a 5xx with back-off and the same request id', async () => {
    let failures = 2;
    const r = rig({
      wrapFetch: (inner) => async (input, init) => {
        if (input.endsWith('/v2/checkout/orders') && failures > 0) {
          failures--;
          return new Response(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.', debug_id: 'x' }), { status: 503 });
        }
        return inner(input, init);
      },
    });
    const input = orderInput();
    const { id } = await r.client.createOrder(input);
    expect(id).toBeTruthy();
    expect(r.emulator.store.orders.size).toBe(1);
  });

  it('gives up on a call that never answers, after its time-out and bounded retries', async () => {
    let calls = 0;
    const r = rig({
      timeoutMs: 50,
      wrapFetch: (inner) => async (input, init) => {
        if (!input.endsWith('/v2/checkout/orders')) return inner(input, init);
        calls++;
        return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      },
    });
    const error = await appErrorOf(r.client.createOrder(orderInput()));
    expect(error.code).toBe('PAYMENT_FAILED');
    // No answer is not a refusal: a capture is asked again later with the same request id.
    expect(error).toBeInstanceOf(PayPalNoAnswerError);
    expect(calls).toBe(4); // one attempt and three retries
  });

  it('reports a 5xx that outlasts the retries as no answer, and a 4xx as a refusal', async () => {
    const failing = rig({
      wrapFetch: (inner) => async (input, init) => {
        if (input.endsWith('/v2/checkout/orders')) return new Response(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.', debug_id: 'x' }), { status: 503 });
        return inner(input, init);
      },
    });
    const noAnswer = await appErrorOf(failing.client.createOrder(orderInput()));
    expect(noAnswer).toBeInstanceOf(PayPalNoAnswerError);
    expect(noAnswer.code).toBe('PAYMENT_FAILED');
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    const refusal = await appErrorOf(r.client.captureOrder(id, crypto.randomUUID())); // not approved: 422
    expect(refusal.code).toBe('PAYMENT_FAILED');
    expect(refusal).not.toBeInstanceOf(PayPalNoAnswerError);
  });
});

describe('patch and refund', () => {
  it('patches the amount after a shipping change; PayPal holds the new total', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    await r.client.patchOrderAmount(id, { referenceId: 'order-1', currency: 'USD', amount: { itemTotal: 6548, shipping: 0, taxTotal: 524, discount: 500, total: 6572 } });
    expect((await r.client.getOrder(id)).amount).toBe(6572);
    expect((await r.inspect(id)).patchCount).toBe(1);
    await r.approve(id);
    expect((await r.client.captureOrder(id, crypto.randomUUID())).amount).toBe(6572);
  });

  it('refuses a patch that does not add up, and PayPal refuses a patch after capture', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    await expect(r.client.patchOrderAmount(id, { referenceId: 'order-1', currency: 'USD', amount: { itemTotal: 6548, shipping: 0, taxTotal: 0, discount: 0, total: 1 } })).rejects.toThrow(RangeError);
    await r.approve(id);
    await r.client.captureOrder(id, crypto.randomUUID());
    const error = await appErrorOf(r.client.patchOrderAmount(id, { referenceId: 'order-1', currency: 'USD', amount: { itemTotal: 6548, shipping: 0, taxTotal: 0, discount: 0, total: 6548 } }));
    expect(error.code).toBe('PAYMENT_FAILED');
  });

  it('refunds part of a capture, then the rest; a third refund is refused', async () => {
    const r = rig();
    const { id } = await r.client.createOrder(orderInput());
    await r.approve(id);
    const { captureId } = await r.client.captureOrder(id, crypto.randomUUID());
    const partial = await r.client.refundCapture(captureId!, 'refund-1', { value: 1000, currency: 'USD' });
    expect(partial.status).toBe('COMPLETED');
    expect(await r.client.refundCapture(captureId!, 'refund-1', { value: 1000, currency: 'USD' })).toEqual(partial); // replayed, not repeated
    const rest = await r.client.refundCapture(captureId!, 'refund-2');
    expect(rest.refundId).not.toBe(partial.refundId);
    const refunds = r.emulator.store.findCapture(captureId!);
    expect(refunds.ok && refunds.value.capture.refunds.map((x) => x.amount.value)).toEqual(['10.00', '66.59']);
    expect((await appErrorOf(r.client.refundCapture(captureId!, 'refund-3'))).code).toBe('PAYMENT_FAILED');
  });
});

describe('the emulator validates like PayPal', () => {
  async function rawCreate(body: unknown): Promise<{ status: number; body: { name: string; details: Array<{ issue: string }> } }> {
    const r = rig();
    const token = (await (await r.emulator.app.request('/v1/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })).json()) as { access_token: string };
    const response = await r.emulator.app.request('/v2/checkout/orders', { method: 'POST', headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as never };
  }
  const money = (value: string, currency_code = 'USD') => ({ currency_code, value });
  const unit = (amount: unknown, items?: unknown) => ({ intent: 'CAPTURE', purchase_units: [{ reference_id: 'r', amount, ...(items ? { items } : {}) }] });

  it('answers 422 AMOUNT_MISMATCH when the breakdown does not add up to the value', async () => {
    const answer = await rawCreate(unit({ ...money('10.00'), breakdown: { item_total: money('8.00'), shipping: money('1.00') } }));
    expect(answer.status).toBe(422);
    expect(answer.body.name).toBe('UNPROCESSABLE_ENTITY');
    expect(answer.body.details[0]?.issue).toBe('AMOUNT_MISMATCH');
  });

  it('answers 422 ITEM_TOTAL_MISMATCH when items do not sum to item_total', async () => {
    const answer = await rawCreate(unit({ ...money('10.00'), breakdown: { item_total: money('10.00') } }, [{ name: 'Kite', quantity: '3', unit_amount: money('3.00') }]));
    expect(answer.status).toBe(422);
    expect(answer.body.details[0]?.issue).toBe('ITEM_TOTAL_MISMATCH');
  });

  it('answers 400 for a value with three decimals or an unknown currency', async () => {
    expect((await rawCreate(unit(money('10.001')))).body.details[0]?.issue).toBe('DECIMAL_PRECISION');
    const badCurrency = await rawCreate(unit(money('10.00', 'XXX')));
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.body).toMatchObject({ name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_CURRENCY_CODE' }] });
  });

  it('answers 404 RESOURCE_NOT_FOUND for an unknown order', async () => {
    const r = rig();
    const error = await appErrorOf(r.client.getOrder('NOSUCHORDER000000'));
    expect(error.code).toBe('PAYMENT_FAILED');
    expect(r.sent.at(-1)?.status).toBe(404);
  });
});
