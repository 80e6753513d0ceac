import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../shared/admin/api';
import type { AdminSubscriber } from '../../shared/admin/subscribers.schema';
import type { CustomerDetail } from '../../shared/admin/customers.schema';
import { DO_NOT_SELL_TEXTS, type DoNotSellAnswer, type DoNotSellStatus } from '../../shared/privacy/do-not-sell';
import { consentOf, marketingAudience, mayMarketTo } from '../../server/privacy/marketing-audience';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { ok, refusal, signedInWith } from './admin-fixtures';

// /do-not-sell (docs/decisions/048): a request is stored with its date and honoured at once — the
// address leaves the marketing audience (every send and every export reads it) — and a signed-in
// customer's Global Privacy Control signal records one, once.

let t: TestApp;
let admin: TestClient;
const subscribe = async (email: string) => ok(await new TestClient(t).post('/api/newsletter', { email }), 201);
const request = (client: TestClient, body: unknown) => client.post('/api/privacy/do-not-sell', body);
const audience = async () => (await marketingAudience(t.deps.db).orderBy('s.email').execute()).map((row) => row.email);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInWith(t, ['admin'])).client;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('a do-not-sell request', () => {
  it('is stored with its date and state, and excludes the address from marketing at once, whatever its case', async () => {
    await subscribe('ana@example.com');
    await subscribe('ben@example.com');
    await subscribe('cy@example.com');
    expect(await audience()).toEqual(['ana@example.com', 'ben@example.com', 'cy@example.com']);

    const before = Date.now();
    const answer = await ok<DoNotSellAnswer>(await request(new TestClient(t), { email: '  BEN@Example.com ', country: 'US', state: 'CA' }), 201);
    expect(answer).toMatchObject({ created: true, request: { email: 'ben@example.com', country: 'US', state: 'CA', source: 'form' } });
    expect(Date.parse(answer.request.recordedAt)).toBeGreaterThanOrEqual(before - 1000);
    const row = await t.deps.db.selectFrom('do_not_sell_requests').selectAll().where('email', '=', 'ben@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'completed', source: 'form', country: 'US', state: 'CA' });

    expect(await audience()).toEqual(['ana@example.com', 'cy@example.com']);
    expect(await mayMarketTo(t.deps.db, 'Ben@example.com')).toBe(false);
    expect(await consentOf(t.deps.db, 'ben@example.com')).toBe('suppressed');
    expect(await consentOf(t.deps.db, 'ana@example.com')).toBe('subscribed');
    expect(await consentOf(t.deps.db, 'nobody@example.com')).toBe('not_subscribed');
  });

  it('is left out of the subscriber export, and shown as suppressed in the list', async () => {
    const csv = await (await admin.get('/api/admin/email-marketing/subscribers?format=csv')).text();
    expect(csv).toContain('ana@example.com');
    expect(csv).not.toContain('ben@example.com');
    // Even when the export is asked for the suppressed ones.
    expect(await (await admin.get('/api/admin/email-marketing/subscribers?format=csv&consent=suppressed')).text()).not.toContain('ben@example.com');
    const list = await ok<ListPage<AdminSubscriber>>(await admin.get('/api/admin/email-marketing/subscribers?sort=email.asc'));
    expect(list.rows.map((row) => [row.email, row.consent])).toEqual([['ana@example.com', 'subscribed'], ['ben@example.com', 'suppressed'], ['cy@example.com', 'subscribed']]);
    const manager = (await signedInWith(t, ['store_manager'])).client;
    await refusal(await manager.get('/api/admin/email-marketing/subscribers?format=csv'), 403);
  });

  it('is recorded once: a repeat answers the first request with its date', async () => {
    const first = await ok<DoNotSellAnswer>(await request(new TestClient(t), { email: 'cy@example.com', country: 'UK' }), 201);
    expect(first.request).toMatchObject({ country: 'UK', state: null });
    const again = await ok<DoNotSellAnswer>(await request(new TestClient(t), { email: 'CY@example.com', country: 'US', state: 'NY' }), 200);
    expect(again).toEqual({ created: false, request: first.request });
    expect(await t.deps.db.selectFrom('do_not_sell_requests').select('id').where('email', 'ilike', 'cy@example.com').execute()).toHaveLength(1);
  });

  it('refuses bad input on its fields and stores nothing', async () => {
    const client = new TestClient(t);
    expect((await refusal(await request(client, { email: 'not-an-email', country: 'US', state: 'CA' }), 400)).fields).toEqual({ email: DO_NOT_SELL_TEXTS.email });
    expect((await refusal(await request(client, { email: 'dee@example.com', country: 'US' }), 400)).fields).toEqual({ state: DO_NOT_SELL_TEXTS.state });
    expect((await refusal(await request(client, { email: 'dee@example.com', country: 'US', state: 'ZZ' }), 400)).fields).toEqual({ state: DO_NOT_SELL_TEXTS.state });
    expect((await refusal(await request(client, { email: 'dee@example.com', country: 'FR' }), 400)).fields).toEqual({ country: DO_NOT_SELL_TEXTS.country });
    expect((await refusal(await request(client, { email: 'dee\u0000@example.com', country: 'UK' }), 400)).fields?.email).toBeDefined();
    expect(await t.deps.db.selectFrom('do_not_sell_requests').select('id').where('email', 'like', 'dee%').execute()).toHaveLength(0);
  });
  // Its abuse limit (10 an hour per client, 429 + Retry-After) is in rate-limits.test.ts's table of limited routes.
});

describe('Global Privacy Control', () => {
  it("records a request for a signed-in customer's account email, once, with its source", async () => {
    const customer = await signedInWith(t, [], 'Gpc.Shopper@example.com', 'Gia Shopper');
    await subscribe('gpc.shopper@example.com');
    expect(await mayMarketTo(t.deps.db, customer.email)).toBe(true);
    const before = await ok<DoNotSellStatus>(await customer.client.get('/api/privacy/do-not-sell'));
    expect(before).toEqual({ request: null, signedIn: true });

    for (let index = 0; index < 3; index += 1) {
      await ok(await customer.client.request('/api/me', { headers: { 'sec-gpc': '1' } }));
    }
    const rows = await t.deps.db.selectFrom('do_not_sell_requests').selectAll().where('email', '=', 'gpc.shopper@example.com').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'gpc', user_id: customer.id, status: 'completed' });
    expect(await mayMarketTo(t.deps.db, customer.email)).toBe(false);

    const status = await ok<DoNotSellStatus>(await customer.client.get('/api/privacy/do-not-sell'));
    expect(status.request).toMatchObject({ email: 'gpc.shopper@example.com', source: 'gpc' });

    // The staff's customer page shows both, which it reads as suppressed.
    const { record } = await ok<{ record: CustomerDetail }>(await admin.get(`/api/admin/customers/${customer.id}`));
    expect(record.doNotSell.requested).toBe(true);
    expect(record.newsletter.subscribed).toBe(true);
  });

  it('does nothing for a visitor, or without the signal', async () => {
    const visitor = new TestClient(t);
    await ok(await visitor.request('/api/me', { headers: { 'sec-gpc': '1' } }));
    expect(await ok<DoNotSellStatus>(await visitor.get('/api/privacy/do-not-sell'))).toEqual({ request: null, signedIn: false });
    const customer = await signedInWith(t, [], 'no-signal@example.com');
    await ok(await customer.client.request('/api/me', { headers: { 'sec-gpc': '0' } }));
    expect(await t.deps.db.selectFrom('do_not_sell_requests').select('id').where('email', '=', 'no-signal@example.com').execute()).toHaveLength(0);
  });
});
