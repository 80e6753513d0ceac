import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { EmulatorStore } from './emulator-store';
import { validateCreateOrder, type MoneyBody } from './order-validation';
import { captureBody, orderBody, refundBody } from './order-body';
import { issue, paypalError, type EmulatedError } from './paypal-error-bodies';
import { emulatedSdkScript } from './sdk-script';
import { text } from '../../shared/text.schema';

export interface PayPalEmulatorOptions {
  /** The credentials the token endpoint accepts (Basic auth). */
  clientId: string;
  clientSecret: string;
  /** The emulator's own base URL, for HATEOAS links in its answers. */
  apiBase: string;
  /** expires_in of issued tokens; tests shorten it to prove the client refreshes. */
  tokenLifetimeSeconds?: number;
  now?: () => number;
}

export interface PayPalEmulator {
  /** The Hono sub-app: mount it at /paypal-emulator, or call its .request() in-process. */
  app: Hono;
  store: EmulatorStore;
  options: Required<PayPalEmulatorOptions>;
}

const approvalSchema = z.object({
  outcome: z.enum(['approve', 'decline', 'pending', 'cancel', 'error']),
  source: z.enum(['paypal', 'card']).optional(),
  payerEmail: text().max(320).pipe(z.email()).optional(),
  shownAmount: text().max(20).regex(/^\d{1,10}(\.\d{1,2})?$/).optional(),
  shippingAddress: z
    .object({
      full_name: text().max(300).optional(),
      address_line_1: text().max(300).optional(),
      address_line_2: text().max(300).optional(),
      admin_area_2: text().max(120).optional(),
      admin_area_1: text().max(300).optional(),
      postal_code: text().max(60).optional(),
      country_code: text().length(2),
    })
    .optional(),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function fail(c: Context, error: EmulatedError): Response {
  return c.json(error.body, error.status);
}

async function jsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    const text = await c.req.text();
    return { ok: true, value: text ? (JSON.parse(text) as unknown) : {} };
  } catch {
    return { ok: false };
  }
}

/** A small PayPal: the Orders v2 subset the shop uses, plus the SDK script and the emulated approval window. */
export function createPayPalEmulator(input: PayPalEmulatorOptions): PayPalEmulator {
  const options: Required<PayPalEmulatorOptions> = { tokenLifetimeSeconds: 32_400, now: Date.now, ...input, apiBase: input.apiBase.replace(/\/+$/, '') };
  const store = new EmulatorStore(options.now);
  const tokens = new Map<string, number>();
  const base = options.apiBase;

  // Replays an earlier answer for the same endpoint and PayPal-Request-Id instead of acting twice.
  async function once(c: Context, key: string, act: () => Response | Promise<Response>): Promise<Response> {
    const requestId = c.req.header('PayPal-Request-Id');
    const recordKey = requestId ? `${key}:${requestId}` : null;
    const earlier = recordKey ? store.idempotent.get(recordKey) : undefined;
    if (earlier) return c.json(earlier.body as object, earlier.status as 200);
    // The same id still in flight (a retry racing the first call): wait for it and answer the same.
    const running = recordKey ? inFlight.get(recordKey) : undefined;
    if (running) {
      await running.catch(() => undefined);
      return once(c, key, act);
    }
    const work = Promise.resolve(act());
    if (recordKey) inFlight.set(recordKey, work);
    try {
      const response = await work;
      // Only successes are remembered: after a decline the same id may try again with a new instrument.
      if (recordKey && response.ok) store.idempotent.set(recordKey, { status: response.status, body: await response.clone().json() });
      return response;
    } finally {
      if (recordKey) inFlight.delete(recordKey);
    }
  }
  const inFlight = new Map<string, Promise<Response>>();

  const api = new Hono()
    .post('/v1/oauth2/token', async (c) => {
      const header = c.req.header('Authorization') ?? '';
      const [scheme, encoded] = header.split(' ');
      const [id, secret] = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(/:(.*)/s) : [];
      if (!id || secret === undefined || !sameSecret(id, options.clientId) || !sameSecret(secret, options.clientSecret)) {
        return c.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
      }
      const form = new URLSearchParams(await c.req.text());
      if (form.get('grant_type') !== 'client_credentials') {
        return c.json({ error: 'unsupported_grant_type', error_description: `Grant Type is ${form.get('grant_type') ?? 'NULL'}` }, 400);
      }
      const token = `A21AA${randomBytes(30).toString('base64url')}`;
      tokens.set(token, options.now() + options.tokenLifetimeSeconds * 1000);
      store.tokensIssued += 1;
      return c.json({
        scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-EMULATOR0000000',
        expires_in: options.tokenLifetimeSeconds,
        nonce: `${new Date(options.now()).toISOString()}${randomBytes(8).toString('hex')}`,
      });
    })
    .use('/v2/*', async (c, next) => {
      const header = c.req.header('Authorization');
      if (!header?.startsWith('Bearer ')) return fail(c, paypalError('AUTHENTICATION_FAILURE'));
      const expiresAt = tokens.get(header.slice('Bearer '.length));
      if (expiresAt === undefined || expiresAt <= options.now()) {
        return c.json({ error: 'invalid_token', error_description: 'Access Token not found in cache' }, 401);
      }
      await next();
    })
    .post('/v2/checkout/orders', (c) =>
      once(c, 'create', async () => {
        const body = await jsonBody(c);
        if (!body.ok) return fail(c, paypalError('INVALID_REQUEST', [issue('MALFORMED_REQUEST_JSON')]));
        const valid = validateCreateOrder(body.value);
        if (!valid.ok) return fail(c, paypalError(valid.status === 400 ? 'INVALID_REQUEST' : 'UNPROCESSABLE_ENTITY', valid.details));
        const order = store.createOrder(valid.value);
        const full = orderBody(order, base);
        if (c.req.header('Prefer') === 'return=representation') return c.json(full, 201);
        return c.json({ id: order.id, status: order.status, links: full.links }, 201);
      }),
    )
    .get('/v2/checkout/orders/:id', (c) => {
      const found = store.find(c.req.param('id'));
      return found.ok ? c.json(orderBody(found.value, base)) : fail(c, found.error);
    })
    .patch('/v2/checkout/orders/:id', async (c) => {
      const body = await jsonBody(c);
      if (!body.ok) return fail(c, paypalError('INVALID_REQUEST', [issue('MALFORMED_REQUEST_JSON')]));
      const patched = store.patch(c.req.param('id'), body.value);
      return patched.ok ? c.body(null, 204) : fail(c, patched.error);
    })
    .post('/v2/checkout/orders/:id/capture', (c) =>
      once(c, `capture:${c.req.param('id')}`, () => {
        const captured = store.capture(c.req.param('id'));
        return captured.ok ? c.json(orderBody(captured.value, base), 201) : fail(c, captured.error);
      }),
    )
    .get('/v2/payments/captures/:id', (c) => {
      const found = store.findCapture(c.req.param('id'));
      return found.ok ? c.json(captureBody(found.value.capture, base, found.value.order.id)) : fail(c, found.error);
    })
    .post('/v2/payments/captures/:id/refund', (c) =>
      once(c, `refund:${c.req.param('id')}`, async () => {
        const body = await jsonBody(c);
        if (!body.ok) return fail(c, paypalError('INVALID_REQUEST', [issue('MALFORMED_REQUEST_JSON')]));
        const amount = (body.value as { amount?: MoneyBody } | null)?.amount;
        if (amount !== undefined && (typeof amount?.value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(amount.value) || typeof amount.currency_code !== 'string')) {
          return fail(c, paypalError('INVALID_REQUEST', [issue('INVALID_PARAMETER_VALUE', '/amount', JSON.stringify(amount))]));
        }
        const refunded = store.refund(c.req.param('id'), amount);
        return refunded.ok ? c.json(refundBody(refunded.value.refund, base), 201) : fail(c, refunded.error);
      }),
    );

  // The shopper's side: the SDK script, and what its approval window reports back.
  const shopper = new Hono()
    .get('/sdk/js', (c) => {
      const clientId = c.req.query('client-id');
      if (clientId !== options.clientId) {
        // PayPal answers an unknown client id with 400, so the script tag's onerror fires.
        return c.body(`throw new Error(${JSON.stringify(`PayPal emulator: unknown client-id ${clientId ?? '(none)'}`)});`, 400, { 'Content-Type': 'text/javascript; charset=utf-8' });
      }
      return c.body(emulatedSdkScript(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    })
    .post('/__approve/:id', async (c) => {
      const body = await jsonBody(c);
      const parsed = approvalSchema.safeParse(body.ok ? body.value : null);
      if (!parsed.success) return fail(c, paypalError('INVALID_REQUEST', [issue('INVALID_PARAMETER_VALUE', `/${String(parsed.error.issues[0]?.path.join('/') ?? '')}`)]));
      const approved = store.approve(c.req.param('id'), parsed.data);
      return approved.ok ? c.json({ id: approved.value.id, status: approved.value.status, outcome: parsed.data.outcome }) : fail(c, approved.error);
    })
    // Test control beside __approve: PayPal's review of a PENDING capture ends later, either way.
    .post('/__captures/:id/outcome', async (c) => {
      const body = await jsonBody(c);
      const status = body.ok ? (body.value as { status?: unknown } | null)?.status : undefined;
      if (status !== 'COMPLETED' && status !== 'DECLINED') return fail(c, paypalError('INVALID_REQUEST', [issue('INVALID_PARAMETER_VALUE', '/status')]));
      const settled = store.settleCapture(c.req.param('id'), status);
      return settled.ok ? c.json({ id: settled.value.id, status: settled.value.status }) : fail(c, settled.error);
    })
    .get('/__inspect/orders/:id', (c) => {
      const found = store.find(c.req.param('id'));
      if (!found.ok) return fail(c, found.error);
      const order = found.value;
      return c.json({
        id: order.id,
        status: order.status,
        referenceId: order.unit.referenceId,
        amount: order.unit.amount,
        items: order.unit.items,
        shippingPreference: order.shippingPreference,
        approval: order.approval,
        lastOutcome: order.lastOutcome,
        captureCount: order.captures.length,
        captureAttempts: order.captureAttempts,
        declinedAttempts: order.declinedAttempts,
        patchCount: order.patchCount,
        captures: order.captures,
      });
    })
    .get('/__inspect', (c) => c.json({ tokensIssued: store.tokensIssued, orders: store.orders.size }));

  const app = new Hono().route('/', api).route('/', shopper);
  app.notFound((c) => fail(c, paypalError('RESOURCE_NOT_FOUND', [issue('INVALID_RESOURCE_ID')])));
  return { app, store, options };
}
