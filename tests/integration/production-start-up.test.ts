import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { loadConfig } from '../../server/config';
import { InvalidEnvironmentError } from '../../server/invalid-environment';
import { prepareShopData, type ShopDataAtStart } from '../../server/seed/start-up-seed';
import { startUpNotice, ADMIN_CREATE_COMMAND } from '../../server/start-up-notice';
import { countProducts } from '../../server/seed/seed';
import { SEED_STAFF_ACCOUNTS } from '../../server/seed/accounts';
import type { Database } from '../../server/db/database';

// What a production deployment sets besides PayPal; the rate limit is not what these tests prove.
const PRODUCTION = { NODE_ENV: 'production', RATE_LIMIT: 'off' } as const;
const LIVE_PAYPAL = { PAYPAL_MODE: 'live', PAYPAL_CLIENT_ID: 'live-client-id', PAYPAL_CLIENT_SECRET: 'live-client-secret' } as const;
const DEMO_ADMIN = SEED_STAFF_ACCOUNTS.find((account) => account.role === 'admin')!;

async function userCount(db: Database): Promise<number> {
  const row = await sql<{ count: number }>`SELECT count(*)::int AS count FROM "user"`.execute(db);
  return Number(row.rows[0]!.count);
}

const approve = (t: TestApp, orderId: string) =>
  t.app.request(t.url(`/paypal-emulator/__approve/${orderId}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome: 'approve' }),
  });

describe('PayPal configuration in production', () => {
  const base = { ...PRODUCTION, BETTER_AUTH_SECRET: 'prod-secret-prod-secret-prod-secret-0123' };

  it('refuses to start without PayPal credentials, naming what to set', () => {
    expect(() => loadConfig(base)).toThrow(InvalidEnvironmentError);
    expect(() => loadConfig(base)).toThrow(/NODE_ENV=production needs PayPal: set PAYPAL_MODE=live with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or PAYPAL_MODE=emulator/);
  });

  it('refuses credentials without a stated mode (sandbox takes no real money)', () => {
    expect(() => loadConfig({ ...base, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' })).toThrow(/needs PAYPAL_MODE=live \(or sandbox for a test shop\)/);
  });

  it('refuses a partial configuration', () => {
    expect(() => loadConfig({ ...base, PAYPAL_MODE: 'live', PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together/);
    expect(() => loadConfig({ ...base, PAYPAL_MODE: 'live' })).toThrow(/PAYPAL_MODE=live needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET$/m);
  });

  it('starts on the emulator when PAYPAL_MODE=emulator is stated, and on live with its credentials', () => {
    expect(loadConfig({ ...base, PAYPAL_MODE: 'emulator' }).paypal.mode).toBe('emulator');
    expect(loadConfig({ ...base, ...LIVE_PAYPAL }).paypal).toMatchObject({ mode: 'live', apiBase: 'https://api-m.paypal.com' });
  });

  it('outside production the emulator is still the default without credentials', () => {
    expect(loadConfig({ BETTER_AUTH_SECRET: base.BETTER_AUTH_SECRET }).paypal.mode).toBe('emulator');
  });
});

describe('production with PAYPAL_MODE=emulator stated', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabaseKind(), { env: { ...PRODUCTION, PAYPAL_MODE: 'emulator' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the emulator’s test endpoints: approval (which checks its body) and inspection', async () => {
    const refused = await t.app.request(t.url('/paypal-emulator/__approve/ANYORDER0000000000'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: 'maybe' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ name: 'INVALID_REQUEST' });
    expect((await approve(t, 'ANYORDER0000000000')).status).toBe(404);
    const inspected = await t.app.request(t.url('/paypal-emulator/__inspect'));
    expect(inspected.status).toBe(200);
    expect(await inspected.json()).toEqual({ tokensIssued: 0, orders: 0 });
  });

  it('says at start-up that payments are simulated', async () => {
    const data = await prepareShopData(t);
    expect(startUpNotice(t.config, data, t.database.kind)).toContain('  Warning: PAYPAL_MODE=emulator: payments are simulated and anyone can approve their own order.');
  });
});

describe('production with live PayPal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabaseKind(), { env: { ...PRODUCTION, ...LIVE_PAYPAL } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has no emulator: no approval, inspection or SDK endpoints', async () => {
    expect(t.deps.paypalEmulator).toBeNull();
    expect((await approve(t, 'ANYORDER0000000000')).status).toBe(404);
    expect((await t.app.request(t.url('/paypal-emulator/__inspect'))).status).toBe(404);
    expect((await t.app.request(t.url('/paypal-emulator/__inspect/orders/ANYORDER0000000000'))).status).toBe(404);
    expect((await t.app.request(t.url('/paypal-emulator/sdk/js?client-id=live-client-id'))).status).toBe(404);
    expect(await (await t.app.request(t.url('/api/payments/config'))).json()).toEqual({ mode: 'live', clientId: 'live-client-id', sdkBaseUrl: null });
  });

  it('seeds nothing into an empty database: no demo accounts, no products; start-up says how to create the admin', async () => {
    const data = await prepareShopData(t);
    expect(data).toEqual<ShopDataAtStart>({ seeded: false, adminExists: false, demoAccounts: [] });
    expect(await countProducts(t.deps.db)).toBe(0);
    expect(await userCount(t.deps.db)).toBe(0);
    expect((await new TestClient(t).signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(401);

    const notice = startUpNotice(t.config, data, t.database.kind);
    expect(notice).toContain(`    ${ADMIN_CREATE_COMMAND}`);
    expect(notice.join('\n')).not.toContain(DEMO_ADMIN.password);
    expect(notice.join('\n')).not.toContain('PAYPAL_MODE=emulator');
  });
});

describe('production with SEED_DEMO=catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabaseKind(), { env: { ...PRODUCTION, ...LIVE_PAYPAL, SEED_DEMO: 'catalogue' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds the demo catalogue but no account', async () => {
    const data = await prepareShopData(t);
    expect(data).toEqual<ShopDataAtStart>({ seeded: true, adminExists: false, demoAccounts: [] });
    expect(await countProducts(t.deps.db)).toBeGreaterThan(0);
    expect(await userCount(t.deps.db)).toBe(0);
    expect(startUpNotice(t.config, data, t.database.kind)).toContain(`    ${ADMIN_CREATE_COMMAND}`);
  });
});

describe('development (no NODE_ENV), as before', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabaseKind(), { env: { NODE_ENV: undefined } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('runs on the emulator and seeds the demo shop with its accounts; the demo admin signs in', async () => {
    expect(t.config.nodeEnv).toBe('development');
    expect(t.config.paypal.mode).toBe('emulator');
    const data = await prepareShopData(t);
    expect(data.seeded).toBe(true);
    expect(data.adminExists).toBe(true);
    expect(data.demoAccounts.map((account) => account.email)).toEqual(SEED_STAFF_ACCOUNTS.map((account) => account.email));
    expect(await countProducts(t.deps.db)).toBeGreaterThan(0);

    const client = new TestClient(t);
    expect((await client.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password)).status).toBe(200);
    const me = (await (await client.get('/api/me')).json()) as { user: { roles: string[] } };
    expect(me.user.roles).toEqual(['admin']);

    const notice = startUpNotice(t.config, data, t.database.kind);
    expect(notice).toContain('  Seeded sign-ins (development passwords):');
    expect(notice.join('\n')).toContain(DEMO_ADMIN.password);
    expect(notice.join('\n')).not.toContain('admin:create');
  });

  it('a second start-up leaves the seeded database as it is', async () => {
    expect((await prepareShopData(t)).seeded).toBe(false);
  });
});
