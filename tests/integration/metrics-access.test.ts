import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { testConfig } from '../support/database-templates';
import { createApp, type App } from '../../server/app';
import { StaticClient } from '../../server/http/static-client';
import { FirstScreenMarkup } from '../../server/first-screen/first-screen-markup';
import { METRICS_REFUSALS } from '../../server/metrics/metrics-access';
import type { ErrorEnvelope } from '../../shared/errors';

// Who may read /metrics (docs/decisions/082): METRICS_TOKEN's bearer when a token is set, otherwise
// only a client whose address is one of TRUST_PROXY's; with neither, nobody, in production too.
// Each configuration is the real app over this file's one database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TOKEN = 'metrics-token-0123456789abcdef';
const PROXY = '10.0.0.5';
const OUTSIDER = '203.0.113.7';

function appWith(env: NodeJS.ProcessEnv): App {
  return createApp({ ...t.deps, config: testConfig(env, t.config.databaseUrl) }, { staticClient: new StaticClient('/nonexistent'), firstScreenMarkup: new FirstScreenMarkup(null) });
}

/** GET /metrics from `address` (the socket peer), with the headers given. */
function scrape(app: App, from: { address?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return new TestClient(t, from.address ? { address: from.address } : {}).request('/metrics', { headers: from.headers ?? {} }, app);
}

async function expectRefused(response: Response, code: 'UNAUTHORIZED' | 'FORBIDDEN', message: string): Promise<void> {
  expect(response.status).toBe(code === 'UNAUTHORIZED' ? 401 : 403);
  expect((await response.json()) as ErrorEnvelope).toEqual({ error: { code, message } });
}

async function expectOpen(response: Response): Promise<void> {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(await response.text()).toMatch(/^# TYPE shop_http_requests_total counter$/m);
}

describe('/metrics with nothing configured', () => {
  it.each([
    ['outside production', {}],
    ['in production', { NODE_ENV: 'production', PAYPAL_MODE: 'emulator' }],
  ])('is closed %s, whoever asks and whatever they send', async (_where, env) => {
    const app = appWith(env);
    for (const address of [undefined, '127.0.0.1', OUTSIDER]) {
      await expectRefused(await scrape(app, { ...(address ? { address } : {}), headers: { authorization: `Bearer ${TOKEN}` } }), 'FORBIDDEN', METRICS_REFUSALS.addressRefused);
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('answers 401 with the envelope and a Bearer challenge without the token or with a wrong one, from a trusted proxy too', async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN, TRUST_PROXY: PROXY });
    const missing = await scrape(app);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    await expectRefused(missing, 'UNAUTHORIZED', METRICS_REFUSALS.tokenRequired);
    await expectRefused(await scrape(app, { headers: { authorization: `Bearer ${TOKEN}x` } }), 'UNAUTHORIZED', METRICS_REFUSALS.tokenRequired);
    await expectRefused(await scrape(app, { headers: { authorization: `Basic ${TOKEN}` } }), 'UNAUTHORIZED', METRICS_REFUSALS.tokenRequired);
    await expectRefused(await scrape(app, { address: PROXY }), 'UNAUTHORIZED', METRICS_REFUSALS.tokenRequired);
  });

  it('is open to the bearer of the token, from any address', async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN, TRUST_PROXY: PROXY });
    await expectOpen(await scrape(app, { address: OUTSIDER, headers: { authorization: `Bearer ${TOKEN}` } }));
    await expectOpen(await scrape(app, { headers: { authorization: `bearer ${TOKEN}` } }));
  });
});

describe('/metrics with TRUST_PROXY and no token', () => {
  it('is open to a client at one of its addresses, directly or named by another trusted proxy', async () => {
    const app = appWith({ TRUST_PROXY: `${PROXY},10.0.0.6` });
    await expectOpen(await scrape(app, { address: PROXY }));
    await expectOpen(await scrape(app, { address: PROXY, headers: { 'x-forwarded-for': '10.0.0.6' } }));
  });

  it('refuses with 403 anyone else: an outside address, a public request the proxy relays, no socket, a forged forwarding header', async () => {
    const app = appWith({ TRUST_PROXY: PROXY });
    await expectRefused(await scrape(app, { address: OUTSIDER }), 'FORBIDDEN', METRICS_REFUSALS.addressRefused);
    await expectRefused(await scrape(app, { address: PROXY, headers: { 'x-forwarded-for': OUTSIDER } }), 'FORBIDDEN', METRICS_REFUSALS.addressRefused);
    await expectRefused(await scrape(app), 'FORBIDDEN', METRICS_REFUSALS.addressRefused);
    await expectRefused(await scrape(app, { address: OUTSIDER, headers: { 'x-forwarded-for': PROXY } }), 'FORBIDDEN', METRICS_REFUSALS.addressRefused);
  });
});
