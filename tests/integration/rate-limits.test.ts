import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { LIMITS } from '../../server/http/abuse-limits';
import { countHit } from '../../server/http/rate-limit.repo';
import { clientKey, counterSubject } from '../../server/http/rate-limit';
import { insertDiscount, insertProduct } from './checkout-fixtures';

// The abuse limits (docs/decisions/023) with RATE_LIMIT on, over a real database: who a request
// counts as (the socket, X-Forwarded-For only from the trusted proxy), the 429 answer on every
// limited route, sign-in per client and per account, the window, and the table's upkeep.

const PROXY = '10.0.0.1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(undefined, { env: { RATE_LIMIT: 'on', TRUST_PROXY: PROXY } });
});
afterAll(async () => {
  await t?.close();
});

const from = (address: string) => new TestClient(t, { address });

async function postFrom(client: TestClient, path: string, json: unknown, forwardedFor?: string): Promise<Response> {
  return client.request(path, { method: 'POST', json, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
}

/** Sends one after another (each must see the count the one before left). */
async function statusesOf(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await send(i)).status);
  return statuses;
}

const times = (count: number, status: number) => Array<number>(count).fill(status);

/**
 * A 429 whose Retry-After is what is left of the window that began at `windowStart` (taken just before
 * the window's first request): at most the whole window, and no less than the window less the time
 * since it began (and a second of rounding), however slowly a busy machine sent the requests.
 */
async function expectRateLimited(response: Response, windowSeconds: number, windowStart: number): Promise<void> {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  const elapsedSeconds = Math.ceil((Date.now() - windowStart) / 1000);
  expect(retryAfter).toBeGreaterThanOrEqual(windowSeconds - elapsedSeconds - 1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) as string } });
}

async function counterRows(limitName: string) {
  return t.deps.db.selectFrom('rate_limit_counters').selectAll().where('limit_name', '=', limitName).execute();
}

// First in the file: this module's first limited request is the one that sweeps.
describe('old counters', () => {
  it('are deleted once their window has ended, and live ones are kept', async () => {
    const ended = new Date(Date.now() - 1000);
    const live = new Date(Date.now() + 60_000);
    await t.deps.db
      .insertInto('rate_limit_counters')
      .values([
        { limit_name: 'old', subject: 'a', hits: 3, resets_at: ended },
        { limit_name: 'old', subject: 'b', hits: 1, resets_at: ended },
        { limit_name: 'old', subject: 'c', hits: 2, resets_at: live },
      ])
      .execute();
    expect((await postFrom(from('192.0.2.200'), '/api/newsletter', { email: 'sweep@example.com' })).status).toBe(201);
    expect((await counterRows('old')).map((row) => row.subject)).toEqual(['c']);
  });
});

describe('the client address', () => {
  it('forged X-Forwarded-For from an untrusted peer gets no fresh buckets: the 11th guess is refused', async () => {
    await from('192.0.2.1').signUp('victim@example.com', 'Right#2026pass');
    const attacker = from('203.0.113.9');
    const statuses = await statusesOf(20, (i) => postFrom(attacker, '/api/auth/sign-in/email', { email: 'victim@example.com', password: `guess-${i}` }, `198.51.100.${i + 1}`));
    expect(statuses).toEqual([...times(10, 401), ...times(10, 429)]);
  });

  it('from the trusted proxy, each forwarded client has its own bucket, and a client-written hop is ignored', async () => {
    await from('192.0.2.1').signUp('proxied@example.com', 'Right#2026pass');
    const proxy = from(PROXY);
    const guess = (forwardedFor: string) => postFrom(proxy, '/api/auth/sign-in/email', { email: 'proxied@example.com', password: 'wrong-guess' }, forwardedFor);
    // Eleven clients behind the proxy (one more than a client's allowance), one guess each: none is refused.
    expect(await statusesOf(11, (i) => guess(`198.51.100.${i + 1}`))).toEqual(times(11, 401));
    // One client writing its own leftmost hops is still the address the proxy appended.
    const spoofing = await statusesOf(11, (i) => guess(`1.2.3.${i + 1}, 198.51.100.50`));
    expect(spoofing).toEqual([...times(10, 401), 429]);
  });

  it("is what better-auth records on the session, not the client's forwarding header", async () => {
    const client = from('192.0.2.77');
    const response = await client.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'recorded@example.com', password: 'Right#2026pass', name: 'Recorded' },
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-shop-client-address': '6.6.6.7' },
    });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string } };
    const { rows } = await sql<{ ipAddress: string }>`SELECT "ipAddress" FROM session WHERE "userId" = ${user.id}`.execute(t.deps.db);
    expect(rows).toEqual([{ ipAddress: '192.0.2.77' }]);
  });

  it("an attacker's failures do not lock the real user out from another address", async () => {
    await from('192.0.2.1').signUp('real-user@example.com', 'Right#2026pass');
    const attacker = from('203.0.113.20');
    const attempts = await statusesOf(11, () => postFrom(attacker, '/api/auth/sign-in/email', { email: 'real-user@example.com', password: 'wrong-guess' }));
    expect(attempts.at(-1)).toBe(429);
    expect((await from('198.51.100.77').signIn('real-user@example.com', 'Right#2026pass')).status).toBe(200);
  });

  it('one client guessing across many accounts is stopped at the per-client limit', async () => {
    const [perClient] = LIMITS.signIn.filter((rule) => rule.name === 'sign-in:client');
    // The client's earlier failures, one short of the limit, recorded here instead of sent one by one
    // (each sign-in hashes a password: fifty would take most of a minute).
    const windowStart = Date.now();
    await t.deps.db
      .insertInto('rate_limit_counters')
      .values({ limit_name: perClient!.name, subject: counterSubject(clientKey('203.0.113.30')), hits: perClient!.limit - 2, resets_at: new Date(windowStart + perClient!.windowSeconds * 1000) })
      .execute();
    const attacker = from('203.0.113.30');
    const statuses = await statusesOf(2, (i) => postFrom(attacker, '/api/auth/sign-in/email', { email: `nobody-${i}@example.com`, password: 'wrong-guess' }));
    expect(statuses).toEqual([401, 401]);
    const refused = await postFrom(attacker, '/api/auth/sign-in/email', { email: 'nobody-else@example.com', password: 'wrong-guess' });
    await expectRateLimited(refused, perClient!.windowSeconds, windowStart);
  });

  it('successful promo checks use none of the allowance (the cart re-checks an applied code)', async () => {
    await insertProduct(t, { id: 'limits-robot', price: 2000, stock: { US: 5 } });
    await insertDiscount(t, { code: 'LIMITS10', value: 10 });
    const shopper = from('198.51.100.99');
    const check = (code: string) => shopper.post('/api/promo/validate', { code, country: 'US', lines: [{ productId: 'limits-robot', variantId: null, quantity: 1 }] });
    expect(await statusesOf(LIMITS.promoValidate[0]!.limit + 2, () => check('LIMITS10'))).toEqual(times(LIMITS.promoValidate[0]!.limit + 2, 200));
  });

  it('successful sign-ins use none of the allowance', async () => {
    await from('192.0.2.1').signUp('regular@example.com', 'Right#2026pass');
    const shopper = from('198.51.100.88');
    expect(await statusesOf(11, () => shopper.signIn('regular@example.com', 'Right#2026pass'))).toEqual(times(11, 200));
  });
});

// Every limited route, with bodies the route refuses (the limit counts before validation): `limit`
// requests are answered by the route, the next one is 429 with Retry-After in the error envelope.
const ROUTES: Array<{ name: string; rules: Array<{ limit: number; windowSeconds: number }>; send: (client: TestClient) => Promise<Response> }> = [
  { name: 'POST /api/checkout/quote', rules: LIMITS.quote, send: (c) => c.post('/api/checkout/quote', {}) },
  { name: 'POST /api/checkout/orders', rules: LIMITS.createOrder, send: (c) => c.post('/api/checkout/orders', {}) },
  { name: 'POST /api/checkout/orders/:id/shipping', rules: LIMITS.shippingChange, send: (c) => c.post('/api/checkout/orders/ORDER-1/shipping', {}) },
  { name: 'POST /api/checkout/orders/:id/capture', rules: LIMITS.capture, send: (c) => c.post('/api/checkout/orders/ORDER-1/capture', { guestId: 'x' }) },
  { name: 'POST /api/promo/validate', rules: LIMITS.promoValidate, send: (c) => c.post('/api/promo/validate', { code: 'GUESS' }) },
  { name: 'POST /api/orders/track', rules: LIMITS.trackOrder, send: (c) => c.post('/api/orders/track', { orderNumber: 'x' }) },
  { name: 'POST /api/newsletter', rules: LIMITS.newsletter, send: (c) => c.post('/api/newsletter', { email: 'not-an-email' }) },
  { name: 'POST /api/support/orders', rules: LIMITS.trackOrder, send: (c) => c.post('/api/support/orders', { orderNumber: 'TS-0000-00000000', email: 'guess@example.com' }) },
  { name: 'POST /api/support/conversations', rules: LIMITS.supportHandOff, send: (c) => c.post('/api/support/conversations', {}) },
  { name: 'POST /api/support/conversations/:id/messages', rules: LIMITS.supportMessage, send: (c) => c.post('/api/support/conversations/none/messages', {}) },
  { name: 'POST /api/contact (per email)', rules: LIMITS.enquiry, send: (c) => c.post('/api/contact', { email: 'contact-flood@example.com' }) },
  { name: 'POST /api/partnership (per email)', rules: LIMITS.enquiry, send: (c) => c.post('/api/partnership', { email: 'partner-flood@example.com' }) },
  { name: 'POST /api/analytics/events', rules: LIMITS.analyticsEvents, send: (c) => c.post('/api/analytics/events', {}) },
  { name: 'POST /api/privacy/do-not-sell', rules: LIMITS.doNotSell, send: (c) => c.post('/api/privacy/do-not-sell', { email: 'not-an-email' }) },
  { name: 'POST /api/account/password-reset/check', rules: LIMITS.passwordResetToken, send: (c) => c.post('/api/account/password-reset/check', { token: 'guess' }) },
  { name: 'POST /api/auth/sign-up/email', rules: LIMITS.signUp, send: (c) => c.post('/api/auth/sign-up/email', { email: 'x' }) },
  { name: 'POST /api/auth/request-password-reset (per email)', rules: LIMITS.passwordResetRequest, send: (c) => c.post('/api/auth/request-password-reset', { email: 'flooded@example.com' }) },
  { name: 'POST /api/auth/change-password', rules: LIMITS.passwordCheck, send: (c) => c.post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }) },
];

describe('every limited route', () => {
  ROUTES.forEach((route, index) => {
    it(`${route.name}: answers 429 RATE_LIMITED with Retry-After past its limit`, async () => {
      const client = from(`198.18.0.${index + 1}`);
      const [first] = route.rules;
      const windowStart = Date.now();
      const answered = await statusesOf(first!.limit, () => route.send(client));
      expect(answered.filter((status) => status === 429)).toEqual([]);
      await expectRateLimited(await route.send(client), first!.windowSeconds, windowStart);
    });
  });

  it('reset tokens share one allowance across the check, the reset and the emailed link', async () => {
    const client = from('198.18.1.1');
    const [rule] = LIMITS.passwordResetToken;
    const uses = [
      () => client.post('/api/account/password-reset/check', { token: 'guess' }),
      () => client.post('/api/auth/reset-password', { token: 'guess', newPassword: 'New#2026password' }),
      () => client.get('/api/auth/reset-password/guess?callbackURL=%2Freset-password'),
    ];
    const windowStart = Date.now();
    const answered = await statusesOf(rule!.limit, (i) => uses[i % uses.length]!());
    expect(answered.filter((status) => status === 429)).toEqual([]);
    for (const use of uses) await expectRateLimited(await use(), rule!.windowSeconds, windowStart);
  });

  it('leaves unlimited routes alone', async () => {
    const client = from('198.18.2.1');
    expect(await statusesOf(30, () => client.get('/api/auth/get-session'))).toEqual(times(30, 200));
  });
});

describe('the window', () => {
  it('starts again at 1 once it has ended', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const counts = [];
    for (const seconds of [0, 1, 59.9]) counts.push((await countHit(t.deps.db, 'window', 's', 60, at(seconds))).hits);
    const next = await countHit(t.deps.db, 'window', 's', 60, at(60));
    expect(counts).toEqual([1, 2, 3]);
    expect(next).toEqual({ hits: 1, resetsAt: at(120) });
  });

  it('lets a refused client through again when its window ends', async () => {
    const client = from('198.18.3.1');
    const subscribe = (i: number) => client.post('/api/newsletter', { email: `window-${i}@example.com` });
    expect(await statusesOf(LIMITS.newsletter[0]!.limit + 1, subscribe)).toEqual([...times(LIMITS.newsletter[0]!.limit, 201), 429]);
    // The window's end, brought forward instead of waited for.
    await sql`UPDATE rate_limit_counters SET resets_at = now() - interval '1 second' WHERE limit_name = 'newsletter:client'`.execute(t.deps.db);
    expect((await subscribe(100)).status).toBe(201);
  });
});
