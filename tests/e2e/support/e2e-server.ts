// The shop as `npm start` runs it in production (built client), on a fresh database per run:
// E2E_DATABASE_URL when given; otherwise a new database on the test PostgreSQL server
// (TEST_POSTGRES_URL, as the integration tests use), dropped when the server stops; or, with
// E2E_DB=pglite, embedded PGlite in a temporary directory. Production refuses the PayPal emulator,
// the till emulator and the demo seed unless asked, so all three are asked for here.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../server/config';
import { bootstrap } from '../../../server/bootstrap';
import { createApp } from '../../../server/app';
import { prepareShopData } from '../../../server/seed/start-up-seed';
import { KEEP_ALIVE_SERVER_OPTIONS } from '../../../server/http/keep-alive';
import { createMailer } from '../../../server/email/mailer';
import { startJobQueue } from '../../../server/jobs/job-queue';
import { campaignSendingJob } from '../../../server/marketing/campaign-sender';
import { tillSyncNowJob } from '../../../server/till/till-sync-job';
import { SmtpSink } from '../../support/smtp-sink';
import { adminQuery, postgresUrlOf } from '../../support/database-templates';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const database = process.env.E2E_DATABASE_URL
  ? { url: process.env.E2E_DATABASE_URL, drop: async () => undefined }
  : process.env.E2E_DB === 'pglite'
    ? { url: undefined, drop: async () => undefined }
    : await freshPostgresDatabase();

/**
 * A database of this run's own on the test PostgreSQL server (docs/decisions/074): the app's
 * queries run in PostgreSQL's processes beside the browsers, not in this server's one thread as
 * embedded PGlite's do (the integration tests prove the shop on PGlite).
 */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_e2e_${port}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return { url: postgresUrlOf(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PAYPAL_MODE: 'emulator',
  // The till emulator at /till-emulator, notifying this shop's webhook (docs/decisions/055).
  TILL_MODE: 'emulator',
  SEED_DEMO: 'all',
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://localhost:${port}`,
  BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
  // Production keeps the till's credentials sealed and saves none without a key (docs/decisions/081).
  SECRETS_KEY: 'ZTJlLXNlY3JldHMta2V5LWUyZS1zZWNyZXRzLWtleSE=',
  LOG_LEVEL: 'silent',
  // Every spec comes from the same address; the abuse limits are proven by tests/integration/rate-limits.test.ts.
  RATE_LIMIT: 'off',
  // The password-reset journey follows the link from the developer's outbox (off in production unless asked for).
  DEV_OUTBOX: 'on',
  DATABASE_URL: database.url,
});
const running = await bootstrap(config);
await prepareShopData(running);
const app = createApp(running.deps);

// Email campaigns (docs/decisions/054): the campaign sender runs on the job queue, a batch a second,
// and its marketing mail goes through a real local SMTP server whose messages a journey reads at
// /__e2e/smtp/received. Every other message stays recorded only, as before.
// The till's "Sync now" runs on the queue too (docs/decisions/086). The shop's other jobs don't run here.
const smtpSink = await SmtpSink.start();
const marketingMail = createMailer({ ...config, smtpUrl: smtpSink.url() }, running.deps.db, running.deps.log);
const jobQueue = await startJobQueue({
  database: running.database,
  jobs: [campaignSendingJob({ ...running.deps, email: marketingMail }, { everySeconds: 1 }), tillSyncNowJob(running.deps)],
  log: running.deps.log,
  pollingIntervalSeconds: 0.5,
});

// Test-only routes, registered here and never in the app: a journey can change the catalogue the
// way staff would, without an admin screen (the cart's re-check after reconnect needs a price change).
const testRoutes = new Hono().post('/__e2e/set-price', async (c) => {
  const body = (await c.req.json()) as { productId?: unknown; price?: unknown };
  if (typeof body.productId !== 'string' || !Number.isSafeInteger(body.price) || (body.price as number) < 0) {
    return c.json({ error: 'productId and an integer price are required' }, 400);
  }
  const updated = await running.deps.db
    .updateTable('products')
    .set({ price: body.price as number, updated_at: new Date() })
    .where('id', '=', body.productId)
    .executeTakeFirst();
  return c.json({ updated: Number(updated.numUpdatedRows) });
}).post('/__e2e/set-images', async (c) => {
  // The media journey: a product shows an uploaded image before the products screen can set one.
  const body = (await c.req.json()) as { productId?: unknown; imageUrl?: unknown; images?: unknown };
  const images = Array.isArray(body.images) && body.images.every((url) => typeof url === 'string') ? (body.images as string[]) : null;
  if (typeof body.productId !== 'string' || (body.imageUrl !== null && typeof body.imageUrl !== 'string') || !images) {
    return c.json({ error: 'productId, imageUrl (or null) and images are required' }, 400);
  }
  const updated = await running.deps.db
    .updateTable('products')
    .set({ image_url: body.imageUrl, images, updated_at: new Date() })
    .where('id', '=', body.productId)
    .executeTakeFirst();
  return c.json({ updated: Number(updated.numUpdatedRows) });
}).post('/__e2e/set-release', async (c) => {
  // The badges' journeys: a product released just now (NEW) or launching later (COMING SOON).
  const body = (await c.req.json()) as { productId?: unknown; releaseDate?: unknown };
  const releaseDate = typeof body.releaseDate === 'string' ? new Date(body.releaseDate) : null;
  if (typeof body.productId !== 'string' || (body.releaseDate !== null && (!releaseDate || Number.isNaN(releaseDate.getTime())))) {
    return c.json({ error: 'productId and an ISO releaseDate (or null) are required' }, 400);
  }
  const updated = await running.deps.db
    .updateTable('products')
    .set({ release_date: releaseDate, updated_at: new Date() })
    .where('id', '=', body.productId)
    .executeTakeFirst();
  return c.json({ updated: Number(updated.numUpdatedRows) });
});
// Region prompt tests: stand-ins for the two IP look-up services (IP_LOOKUP_URL and
// IP_LOOKUP_FALLBACK_URL point here), answering what the test last set, after an optional delay.
interface FakeIpAnswer {
  countryCode: string | null;
  delayMs: number;
}
const fakeIp: { primary: FakeIpAnswer; fallback: FakeIpAnswer; hits: { primary: number; fallback: number } } = {
  primary: { countryCode: 'US', delayMs: 0 },
  fallback: { countryCode: 'US', delayMs: 0 },
  hits: { primary: 0, fallback: 0 },
};
const ipLookupFake = new Hono()
  .post('/__e2e/ip/state', async (c) => {
    const body = (await c.req.json()) as Partial<Record<'primary' | 'fallback', Partial<FakeIpAnswer>>>;
    for (const which of ['primary', 'fallback'] as const) {
      fakeIp[which] = { countryCode: body[which]?.countryCode ?? null, delayMs: body[which]?.delayMs ?? 0 };
    }
    fakeIp.hits = { primary: 0, fallback: 0 };
    return c.json(fakeIp);
  })
  .get('/__e2e/ip/hits', (c) => c.json(fakeIp.hits))
  .get('/__e2e/ip/:which{primary|fallback}', async (c) => {
    const which = c.req.param('which') as 'primary' | 'fallback';
    fakeIp.hits[which] += 1;
    const answer = fakeIp[which];
    if (answer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    c.header('access-control-allow-origin', '*');
    return answer.countryCode ? c.json({ country_code: answer.countryCode }) : c.json({ error: 'lookup failed' }, 503);
  });
testRoutes.route('/', ipLookupFake);
testRoutes.get('/__e2e/smtp/received', (c) => {
  const to = c.req.query('to');
  return c.json(smtpSink.received.filter((mail) => !to || mail.to.includes(to)).map((mail) => ({ to: mail.to, raw: mail.raw })));
});
// The sink refuses a chosen recipient (docs/decisions/083): a journey sees why in the email logs.
testRoutes.post('/__e2e/smtp/refuse', async (c) => {
  const body = (await c.req.json()) as { to?: unknown; at?: unknown; code?: unknown; text?: unknown };
  if (typeof body.to !== 'string' || (body.at !== 'RCPT TO' && body.at !== 'DATA') || !Number.isInteger(body.code) || typeof body.text !== 'string') {
    return c.json({ error: 'to, at (RCPT TO or DATA), an integer code and text are required' }, 400);
  }
  smtpSink.refuse(body.to, { at: body.at, code: body.code as number, text: body.text });
  return c.json({ refused: body.to });
});

// The env binding carries the socket, from which the app reads the client's address.
const serveRequest = (request: Request, env: unknown): Response | Promise<Response> =>
  new URL(request.url).pathname.startsWith('/__e2e/') ? testRoutes.fetch(request) : app.fetch(request, env);

const server = serve({ fetch: serveRequest, port, serverOptions: KEEP_ALIVE_SERVER_OPTIONS }, () => console.log(`e2e shop on http://localhost:${port}`));

async function stop(): Promise<void> {
  server.close();
  await jobQueue.stop({ timeoutMs: 2000 });
  await marketingMail.close();
  await smtpSink.stop();
  await running.shutdown();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
