import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { VALIDATION } from '../../shared/texts';
import { handleError } from '../../server/http/errors';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { writeFakeClientBuild } from '../support/fake-client-build';

// Issue 9 §4, point by point: each hostile input that used to reach PostgreSQL or throw is a 4xx in
// the envelope. The probe (hostile-input-probe.test.ts) sweeps every route; these name the cases.

const ID = '00000000-0000-4000-8000-000000000000';
const NUL = 'a\u0000b';
const LINES = [{ productId: ID, variantId: null, quantity: 1 }];
const ADDRESS = { label: 'Home', fullName: 'Ada Lovelace', addressLine1: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' };

let t: TestApp;
let shopper: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  shopper = new TestClient(t);
  await shopper.signUp('hostile@example.com', 'Passw0rd!', 'Hostile Tester');
});
afterAll(async () => {
  await t?.close();
});

async function expectEnvelope(response: Response, status: number, code: string): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe(code);
  return body.error;
}

describe('a NUL byte in a string field, a path parameter or a query is a 400, never a 500', () => {
  const cases: Array<[string, string, unknown]> = [
    ['POST', '/api/promo/validate', { code: NUL, country: 'US', lines: LINES }],
    ['POST', '/api/checkout/quote', { country: 'US', lines: [{ productId: NUL, variantId: null, quantity: 1 }] }],
    ['POST', '/api/checkout/quote', { country: 'US', lines: LINES, promoCode: NUL }],
    ['POST', '/api/checkout/orders', { country: 'US', lines: LINES, shippingAddress: { countryCode: NUL } }],
    ['POST', `/api/checkout/orders/${encodeURIComponent(NUL)}/capture`, {}],
    ['POST', `/api/checkout/orders/${encodeURIComponent(NUL)}/shipping`, { shippingAddress: { countryCode: 'US' } }],
    ['PATCH', '/api/account/profile', { fullName: NUL }],
    ['POST', '/api/account/addresses', { ...ADDRESS, city: NUL }],
    ['PUT', `/api/account/addresses/${encodeURIComponent(NUL)}`, ADDRESS],
    ['DELETE', `/api/account/addresses/${encodeURIComponent(NUL)}`, undefined],
    ['POST', '/api/account/password-reset/check', { token: NUL }],
    ['POST', '/api/sync/cart_items/push', [{ newDocumentState: { id: `${NUL}:none`, productId: NUL, variantId: null, quantity: 1, updatedAt: '2026-01-01T00:00:00.000Z', _deleted: false } }]],
    ['POST', '/api/sync/favorites/push', [{ newDocumentState: { id: NUL, productId: NUL, updatedAt: '2026-01-01T00:00:00.000Z', _deleted: false } }]],
  ];
  for (const [method, path, body] of cases) {
    it(`${method} ${path} ${JSON.stringify(body)?.slice(0, 60) ?? ''}`, async () => {
      const response = await shopper.request(path, body === undefined ? { method } : { method, json: body });
      await expectEnvelope(response, 400, 'INVALID_DATA');
    });
  }

  it('GET /api/orders/:id with NUL in the id, or in the guestId query', async () => {
    await expectEnvelope(await shopper.get(`/api/orders/${encodeURIComponent(NUL)}`), 400, 'INVALID_DATA');
    await expectEnvelope(await shopper.get(`/api/orders/${ID}?guestId=${encodeURIComponent(`guest-${NUL}-0001`)}`), 400, 'INVALID_DATA');
  });

  it('better-auth: update-user and reset-password refuse control characters before they reach the database', async () => {
    const renamed = await expectEnvelope(await shopper.post('/api/auth/update-user', { name: `Ada${NUL}` }), 400, 'INVALID_DATA');
    expect(renamed.message).toContain(VALIDATION.controlCharacters);
    await expectEnvelope(await new TestClient(t).post('/api/auth/reset-password', { token: NUL, newPassword: 'Better#2026' }), 400, 'INVALID_DATA');
    await expectEnvelope(await new TestClient(t).post('/api/auth/sign-in/email', { email: 'hostile@example.com', password: `Passw0rd!${NUL}` }), 400, 'INVALID_DATA');
  });

  it('the shared schemas name the field and say why', async () => {
    const error = await expectEnvelope(await shopper.post('/api/account/addresses', { ...ADDRESS, addressLine1: 'Line\u001bone' }), 400, 'INVALID_DATA');
    expect(error.fields?.addressLine1).toBe(VALIDATION.controlCharacters);
  });
});

describe('a value PostgreSQL refuses as malformed data is the client\'s fault: 400', () => {
  // A route with no schema in front of the database, as a route that forgot one would be.
  function rawQueryApp(): Hono {
    const app = new Hono();
    app.onError(handleError);
    app.get('/text', async (c) => c.json(await sql`SELECT ${c.req.query('value')}::text AS value`.execute(t.deps.db)));
    app.get('/uuid', async (c) => c.json(await sql`SELECT ${c.req.query('value')}::uuid AS value`.execute(t.deps.db)));
    app.get('/int', async (c) => c.json(await sql`SELECT ${c.req.query('value')}::int AS value`.execute(t.deps.db)));
    app.get('/date', async (c) => c.json(await sql`SELECT ${c.req.query('value')}::timestamptz AS value`.execute(t.deps.db)));
    app.get('/varchar', async (c) => c.json(await sql`SELECT CAST(${c.req.query('value')}::text AS varchar(2)) AS value`.execute(t.deps.db)));
    app.get('/bug', async (c) => c.json(await sql`SELECT 1 / 0 AS value`.execute(t.deps.db)));
    return app;
  }

  for (const [path, value] of [['/text', NUL], ['/uuid', 'not-a-uuid'], ['/int', '99999999999'], ['/date', 'yesterday-ish']] as const) {
    it(`${path} with ${JSON.stringify(value)}`, async () => {
      const response = await rawQueryApp().request(`${path}?value=${encodeURIComponent(value)}`);
      await expectEnvelope(response, 400, 'INVALID_DATA');
    });
  }

  it('but a fault of ours in the same class (division by zero) stays a 500', async () => {
    const response = await rawQueryApp().request('/bug');
    await expectEnvelope(response, 500, 'INTERNAL');
  });
});

describe('malformed percent-encoding in a page path', () => {
  let withClient: App;
  beforeAll(() => {
    const dist = writeFakeClientBuild('hostile-client-', '<!doctype html><html><head><title>Toy Shop</title></head><body><div id="root"></div></body></html>');
    withClient = createApp(t.deps, { staticClient: new StaticClient(dist), firstScreenMarkup: new FirstScreenMarkup(null) });
  });

  for (const path of ['/%E0%A4%A', '/assets/%ff.js', '/shop/%', '/product/%E0%A4%A', '/brand/%ff']) {
    it(`${path} is a 400`, async () => {
      const response = await withClient.request(t.url(path));
      await expectEnvelope(response, 400, 'INVALID_DATA');
    });
  }

  it('a product or brand page whose id holds NUL is the not-found page, not a 500', async () => {
    for (const path of ['/product/a%00b', '/brand/a%00b']) {
      const response = await withClient.request(t.url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('text/html');
    }
  });

  it('/images answers malformed names with a 404', async () => {
    for (const path of ['/images/brands/%E0%A4%A.svg', '/images/products/%ff/1.svg', '/images/hero/%00.svg']) {
      const response = await withClient.request(t.url(path));
      await expectEnvelope(response, 404, 'NOT_FOUND');
    }
  });
});

describe('the name rule of SPEC §5 holds on better-auth\'s sign-up and update-user', () => {
  const hostileNames: Array<[string, unknown, string | undefined]> = [
    ['one character', 'A', VALIDATION.nameMinLength],
    ['spaces around one character', '  A  ', VALIDATION.nameMinLength],
    ['200 kB', 'x'.repeat(200_000), VALIDATION.nameMaxLength],
    ['an object', { first: 'Ada' }, undefined],
    ['an array', ['Ada', 'Lovelace'], undefined],
    ['a number', 42, undefined],
  ];

  for (const [label, name, message] of hostileNames) {
    it(`sign-up with a name that is ${label} is a 400 naming the field; no account is made`, async () => {
      const email = `name-${label.replace(/\W+/g, '-')}@example.com`;
      const error = await expectEnvelope(await new TestClient(t).post('/api/auth/sign-up/email', { email, password: 'Passw0rd!', name }), 400, 'INVALID_DATA');
      if (message) expect(error.fields?.name).toBe(message);
      else expect(error.fields?.name).toBeTruthy();
      expect(await t.deps.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    });

    it(`update-user with a name that is ${label} is a 400 and the name stays`, async () => {
      const error = await expectEnvelope(await shopper.post('/api/auth/update-user', { name }), 400, 'INVALID_DATA');
      expect(error.fields?.name).toBeTruthy();
      const me = (await (await shopper.get('/api/me')).json()) as { user: { name: string } };
      expect(me.user.name).toBe('Hostile Tester');
    });
  }

  it('a good name still signs up and renames', async () => {
    const client = new TestClient(t);
    await client.signUp('good-name@example.com', 'Passw0rd!', 'Al');
    expect((await client.post('/api/auth/update-user', { name: 'Alan Turing' })).status).toBe(200);
    const me = (await (await client.get('/api/me')).json()) as { user: { name: string } };
    expect(me.user.name).toBe('Alan Turing');
  });
});

describe('better-auth\'s errors reach the client in the shop\'s envelope', () => {
  it('bad credentials: 401 UNAUTHORIZED with better-auth\'s message', async () => {
    const error = await expectEnvelope(await new TestClient(t).signIn('hostile@example.com', 'Wrong#2026x'), 401, 'UNAUTHORIZED');
    expect(error.message).toBe('Invalid email or password');
  });

  it('an email already in use: 409 CONFLICT', async () => {
    const response = await new TestClient(t).post('/api/auth/sign-up/email', { email: 'hostile@example.com', password: 'Passw0rd!', name: 'Again' });
    await expectEnvelope(response, 409, 'CONFLICT');
  });

  it('a wrong current password names the currentPassword field (the profile page shows it there)', async () => {
    const error = await expectEnvelope(await shopper.post('/api/auth/change-password', { currentPassword: 'Wrong#2026x', newPassword: 'Better#2026' }), 400, 'INVALID_DATA');
    expect(error.fields?.currentPassword).toBe(error.message);
  });

  it('an unknown reset token names the token field (the reset page then says the link is invalid)', async () => {
    const error = await expectEnvelope(await new TestClient(t).post('/api/auth/reset-password', { token: 'no-such-token', newPassword: 'Better#2026' }), 400, 'INVALID_DATA');
    expect(error.fields?.token).toBe(error.message);
  });

  it('a weak password names the password field with the rule\'s message', async () => {
    const error = await expectEnvelope(await new TestClient(t).post('/api/auth/sign-up/email', { email: 'weak-hostile@example.com', password: 'weakpass', name: 'Weak' }), 400, 'INVALID_DATA');
    expect(error.fields?.password).toBe(VALIDATION.passwordUppercase);
  });

  it('invalid JSON and a wrong content type are 400s in the envelope', async () => {
    const client = new TestClient(t);
    await expectEnvelope(await client.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' }), 400, 'INVALID_DATA');
    await expectEnvelope(await client.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }), 400, 'INVALID_DATA');
  });

  it('a relative callbackURL on /verify-email is a 400, not better-auth\'s 500', async () => {
    await expectEnvelope(await new TestClient(t).get('/api/auth/verify-email?token=bad&callbackURL=-1'), 400, 'INVALID_DATA');
  });

  it('a success passes unchanged', async () => {
    const response = await shopper.get('/api/auth/get-session');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe('hostile@example.com');
  });
});

describe('the PayPal emulator has the same body limit as the API', () => {
  it('a body over 1 MiB is refused before the emulator reads it', async () => {
    const body = JSON.stringify({ outcome: 'approve', payerEmail: `${'x'.repeat(1_100_000)}@example.com` });
    const response = await t.app.request(t.url('/paypal-emulator/__approve/ORDER-1'), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const error = await expectEnvelope(response, 400, 'INVALID_DATA');
    expect(error.message).toBe('Request body too large');
  });
});
