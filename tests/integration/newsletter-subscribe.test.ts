import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';

// POST /api/newsletter (SPEC §5, §7.2, §8) against a real database: stored lower-cased and
// trimmed, a repeat is the unique violation answered as 409 CONFLICT, bad input a 400 envelope.

let t: TestApp;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t);
});
afterAll(async () => {
  await t?.close();
});

async function subscribers() {
  return t.deps.db.selectFrom('newsletter_subscribers').select(['email', 'source']).orderBy('email').execute();
}

describe('POST /api/newsletter', () => {
  it('stores the address trimmed and lower-cased, with the footer source by default', async () => {
    const response = await visitor.post('/api/newsletter', { email: '  Ada.Lovelace@Example.COM ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ subscribed: true, email: 'ada.lovelace@example.com' });
    expect(await subscribers()).toContainEqual({ email: 'ada.lovelace@example.com', source: 'website' });
  });

  it('records the home band as its source', async () => {
    const response = await visitor.post('/api/newsletter', { email: 'band@example.com', source: 'home' });
    expect(response.status).toBe(201);
    expect(await subscribers()).toContainEqual({ email: 'band@example.com', source: 'home' });
  });

  it('answers a repeat (in any case or spacing) with 409 CONFLICT and stores it once', async () => {
    expect((await visitor.post('/api/newsletter', { email: 'repeat@example.com' })).status).toBe(201);
    const repeat = await visitor.post('/api/newsletter', { email: ' REPEAT@example.com', source: 'home' });
    expect(repeat.status).toBe(409);
    expect(await repeat.json()).toMatchObject({ error: { code: 'CONFLICT', message: 'This email is already subscribed to our newsletter.' } });
    expect((await subscribers()).filter((row) => row.email === 'repeat@example.com')).toEqual([{ email: 'repeat@example.com', source: 'website' }]);
  });

  it('two simultaneous subscriptions of one address: one stored, the other told it is already subscribed', async () => {
    const statuses = await Promise.all([
      visitor.post('/api/newsletter', { email: 'race@example.com' }),
      visitor.post('/api/newsletter', { email: 'Race@example.com' }),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([201, 409]);
  });

  it.each([
    ['no email', {}],
    ['not an address', { email: 'not-an-email' }],
    ['blank', { email: '   ' }],
    ['unknown source', { email: 'source@example.com', source: 'popup' }],
  ])('refuses %s with the 400 envelope', async (_name, body) => {
    const response = await visitor.post('/api/newsletter', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'INVALID_DATA' } });
    expect((await subscribers()).map((row) => row.email)).not.toContain('source@example.com');
  });

  it('any other database failure is a 500 INTERNAL, not "already subscribed"', async () => {
    await sql`ALTER TABLE newsletter_subscribers RENAME TO newsletter_subscribers_away`.execute(t.deps.db);
    try {
      const response = await visitor.post('/api/newsletter', { email: 'outage@example.com' });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error: { code: 'INTERNAL' } });
    } finally {
      await sql`ALTER TABLE newsletter_subscribers_away RENAME TO newsletter_subscribers`.execute(t.deps.db);
    }
  });
});

describe('GET /api/region/config', () => {
  it('answers the configured domains (none here) and the two IP look-ups', async () => {
    const response = await visitor.get('/api/region/config');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { domains: unknown; ipLookupUrls: string[] };
    expect(body.domains).toEqual({ US: null, UK: null });
    expect(body.ipLookupUrls).toHaveLength(2);
  });
});
