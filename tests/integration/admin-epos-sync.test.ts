import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { EPOS_SYNC_TEXTS, isTillSyncRunActive, type TillDriftReport, type TillSettings, type TillSyncRequest, type TillSyncRun } from '../../shared/admin/epos-sync.schema';
import { TillEmulator } from '../../server/till-emulator/till-emulator';
import { TillClient } from '../../server/till/till-client';
import { catalogIds, SIGNATURE_HEADER, webhookSignature, type InventoryChange, type TillWebhookEvent } from '../../server/till/till-protocol';
import { TILL_SYNC_NOW_JOB, tillReconciliationJob, tillSyncNowJob } from '../../server/till/till-sync-job';
import { startJobQueue, type JobQueue } from '../../server/jobs/job-queue';
import { silentLogger } from '../../server/logging/logger';
import { readTillConnection } from '../../server/till/till-sync';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { waitFor } from '../support/instances/instance-harness';
import { auditRowsOf, ok, refusal, send, signedInTeam, signedInWith, type SignedIn } from './admin-fixtures';
import { insertProduct } from './checkout-fixtures';
import { insertStore, offerForPickup, storeStockOf } from './pickup-fixtures';

// Issue 15, "Till sync" (docs/decisions/055): the shop's adapter against the till emulator served over
// HTTP, the emulator's notifications delivered to the shop's webhook, with the emulator's faults on:
// duplicated, reordered and dropped webhooks, 429 with Retry-After and timeouts. Nothing is applied
// twice, nothing is missed once reconciliation has run, and stock never goes below zero.
// "Sync now" runs on the job queue (docs/decisions/086), which runs here in the test app as on a
// serving instance: the request answers 202 with the queued run, and the queue carries it out.

const TOKEN = 'till-test-token';
const KEY = 'till-test-signature-key';
const US = 'store-us';
const UK = 'store-uk';

let t: TestApp;
let emulator: TillEmulator;
let server: ServerType;
let baseUrl: string;
let team: Record<'admin' | 'manager' | 'staff' | 'customer', SignedIn>;
/** The till's own terminal: sales and stock counts made at the counter go through the till's API too. */
let terminal: TillClient;
/** The job queue working "sync now" runs, as a serving instance's does (null while a test holds it stopped). */
let queue: JobQueue | null = null;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const sale = (location: string, object: string, quantity: number, occurredAt: string): InventoryChange => ({
  type: 'ADJUSTMENT',
  adjustment: { catalog_object_id: object, location_id: location, from_state: 'IN_STOCK', to_state: 'SOLD', quantity: String(quantity), occurred_at: occurredAt },
});
const count = (location: string, object: string, quantity: number, occurredAt: string): InventoryChange => ({
  type: 'PHYSICAL_COUNT',
  physical_count: { catalog_object_id: object, location_id: location, state: 'IN_STOCK', quantity: String(quantity), occurred_at: occurredAt },
});
const atTill = (...changes: InventoryChange[]) => terminal.batchChangeInventory({ idempotency_key: randomUUID(), changes });
const tillCount = (location: string, object: string) => Number(emulator.counts([location]).find((c) => c.catalog_object_id === object)?.quantity);

/** A product offered at both stores with 5 in stock at each. */
async function product(name: string): Promise<{ id: string; object: string }> {
  const id = `toy-${name}-${randomUUID().slice(0, 6)}`;
  await insertProduct(t, { id, name: `Toy ${name}`, price: 1999, priceUk: 1599 });
  await offerForPickup(t, US, id, 5);
  await offerForPickup(t, UK, id, 5);
  return { id, object: catalogIds.variation(id, null) };
}

async function startQueue(): Promise<void> {
  queue = await startJobQueue({ database: t.database, jobs: [tillSyncNowJob(t.deps)], log: silentLogger(), pollingIntervalSeconds: 0.5 });
}
async function stopQueue(): Promise<void> {
  await queue?.stop({ timeoutMs: 5_000 });
  queue = null;
}

/** Presses "Sync now": the 202 answer, at once, with the run it queued or joined. */
const pressSyncNow = async (who: SignedIn = team.manager) => ok<TillSyncRequest>(await send(who.client, 'POST', '/api/admin/epos-sync/sync'), 202);
/** The run as the screen reads it while following it. */
const runOf = async (id: string) => ok<TillSyncRun>(await send(team.manager.client, 'GET', `/api/admin/epos-sync/runs/${id}`));
/** Waits (never a fixed sleep) until the run is in a state `check` accepts, and answers it. */
async function runWhen(id: string, check: (run: TillSyncRun) => boolean, what: string): Promise<TillSyncRun> {
  let run: TillSyncRun | undefined;
  await waitFor(async () => check((run = await runOf(id))), 30_000, what);
  return run!;
}
/** Presses "Sync now" and waits for the queue to finish the run. */
async function syncNow(who: SignedIn = team.manager): Promise<TillSyncRun> {
  const { run } = await pressSyncNow(who);
  return runWhen(run.id, (current) => !isTillSyncRunActive(current), 'the queued run to finish');
}
/** The "sync now" jobs the queue holds (waiting, running or done) for a run. */
async function jobsOfRun(runId: string): Promise<string[]> {
  const rows = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE name = ${TILL_SYNC_NOW_JOB} AND data->>'runId' = ${runId}`.execute(t.deps.db);
  return rows.rows.map((row) => row.state);
}

beforeAll(async () => {
  t = await createTestApp(undefined, { env: { TILL_TIMEOUT_MS: '300' } });
  emulator = new TillEmulator({ accessToken: TOKEN, signatureKey: KEY, notificationUrl: t.url('/api/till/webhook'), deliver: async (url, init) => t.app.request(url, init) });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: emulator.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  terminal = new TillClient({ baseUrl, accessToken: TOKEN, timeoutMs: 300, backoffMs: 20 });
  team = await signedInTeam(t);
  await insertStore(t, US, { country: 'US', name: 'Upper West Side' });
  await insertStore(t, UK, { country: 'UK', name: 'Oxford Street' });
  // The manager runs both stores (a manager's drift report covers their own stores).
  for (const store_id of [US, UK]) await t.deps.db.insertInto('staff_stores').values({ user_id: team.manager.id, store_id, created_at: new Date() }).execute();
  await ok(await send(team.admin.client, 'PUT', '/api/admin/epos-sync/settings', { enabled: true, apiBaseUrl: baseUrl, accessToken: TOKEN, webhookSignatureKey: KEY }));
  await startQueue();
});

afterEach(async () => {
  emulator.clearFaults();
  if (!queue) await startQueue();
});

afterAll(async () => {
  await stopQueue();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('till sync', () => {
  it('pushes each offered product, its sizes and each store’s price in the store’s currency, and records the run', async () => {
    const sized = `toy-sized-${randomUUID().slice(0, 6)}`;
    await insertProduct(t, { id: sized, name: 'Sized toy', price: 2500, priceUk: 2000, variants: [{ id: `${sized}-s`, name: 'Small' }, { id: `${sized}-l`, name: 'Large', price: 3000, priceAdjustment: 0 }] });
    await offerForPickup(t, US, sized, 2, `${sized}-s`);
    await offerForPickup(t, US, sized, 2, `${sized}-l`);
    await offerForPickup(t, UK, sized, 2, `${sized}-l`);
    const run = await syncNow();
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'manual', errors: [] });
    expect(run.itemsPushed).toBeGreaterThanOrEqual(2);
    const item = emulator.catalog.get(catalogIds.item(sized))!;
    expect(item.present_at_location_ids.sort()).toEqual([UK, US].sort());
    const large = item.item_data.variations.find((v) => v.id === catalogIds.variation(sized, `${sized}-l`))!;
    expect(large.item_variation_data.name).toBe('Large');
    expect(large.item_variation_data.location_overrides).toEqual(
      expect.arrayContaining([
        { location_id: US, price_money: { amount: 3000, currency: 'USD' } },
        // The size has no UK price of its own: the product's UK price (plus its adjustment of 0).
        { location_id: UK, price_money: { amount: 2000, currency: 'GBP' } },
      ]),
    );
    const runs = await ok<{ rows: TillSyncRun[] }>(await send(team.manager.client, 'GET', '/api/admin/epos-sync/runs'));
    expect(runs.rows[0]).toMatchObject({ id: run.id, status: 'succeeded' });
    expect((await auditRowsOf(t, 'till_sync_run', run.id)).map((row) => row.action)).toEqual(['sync.run']);
  });

  it('applies a sale once when every webhook comes twice, and once more when reconciliation pulls it again', async () => {
    const toy = await product('dup');
    emulator.setFaults({ duplicateWebhooks: true });
    const delivered = emulator.stats.webhooksDelivered;
    await atTill(count(US, toy.object, 10, minutesAgo(10)), sale(US, toy.object, 3, minutesAgo(5)));
    expect(emulator.stats.webhooksDelivered - delivered).toBe(4);
    expect(await storeStockOf(t, US, toy.id)).toBe(7);
    const run = await syncNow();
    expect(run.status).toBe('succeeded');
    expect(run.itemsPulled).toBeGreaterThanOrEqual(2);
    expect(await storeStockOf(t, US, toy.id)).toBe(7);
    expect(await storeStockOf(t, UK, toy.id)).toBe(5);
  });

  it('follows the latest physical count, then later adjustments, by the till’s timestamp, however the webhooks are ordered', async () => {
    const toy = await product('reorder');
    emulator.setFaults({ reorderWebhooks: true });
    await atTill(
      count(US, toy.object, 20, minutesAgo(60)), // an old count: superseded
      sale(US, toy.object, 4, minutesAgo(40)), // before the latest count: already in it
      count(US, toy.object, 10, minutesAgo(30)), // the latest count
      sale(US, toy.object, 3, minutesAgo(20)),
      sale(US, toy.object, 1, minutesAgo(10)),
    );
    expect(await storeStockOf(t, US, toy.id)).toBe(5); // held: nothing delivered yet
    await emulator.flushWebhooks(); // delivered newest first
    expect(await storeStockOf(t, US, toy.id)).toBe(6);
    expect(tillCount(US, toy.object)).toBe(6);
  });

  it('finds what dropped webhooks missed on reconciliation, and the drift report shows the difference until then', async () => {
    const toy = await product('drop');
    emulator.setFaults({ dropWebhooks: true });
    await atTill(count(UK, toy.object, 9, minutesAgo(10)), sale(UK, toy.object, 2, minutesAgo(5)), sale(UK, toy.object, 1, minutesAgo(4)));
    expect(await storeStockOf(t, UK, toy.id)).toBe(5);
    const drift = await ok<TillDriftReport>(await send(team.manager.client, 'GET', '/api/admin/epos-sync/drift'));
    expect(drift.rows.find((row) => row.storeId === UK && row.productName === 'Toy drop')).toMatchObject({ storeName: 'Oxford Street', shopStock: 5, tillStock: 6 });
    emulator.clearFaults();
    const run = await tillReconciliationJob(t.deps).run(undefined as never, { jobId: 'test', retryCount: 0, log: t.deps.log });
    expect(run).toMatchObject({ status: 'succeeded' });
    expect(await storeStockOf(t, UK, toy.id)).toBe(6);
    expect(tillCount(UK, toy.object)).toBe(6);
    const after = await ok<TillDriftReport>(await send(team.manager.client, 'GET', '/api/admin/epos-sync/drift'));
    expect(after.rows.find((row) => row.storeId === UK && row.productName === 'Toy drop')).toBeUndefined();
    const runs = await ok<{ rows: TillSyncRun[] }>(await send(team.manager.client, 'GET', '/api/admin/epos-sync/runs'));
    expect(runs.rows[0]).toMatchObject({ trigger: 'scheduled', status: 'succeeded' });
  });

  it('never lets a store’s stock go below zero when the till sells more than it counted', async () => {
    const toy = await product('negative');
    await atTill(count(US, toy.object, 1, minutesAgo(10)), sale(US, toy.object, 3, minutesAgo(5)));
    expect(await storeStockOf(t, US, toy.id)).toBe(0);
    expect(tillCount(US, toy.object)).toBe(-2);
    emulator.setFaults({ dropWebhooks: true });
    await atTill(sale(US, toy.object, 2, minutesAgo(4)));
    await syncNow();
    expect(await storeStockOf(t, US, toy.id)).toBe(0);
    const drift = await ok<TillDriftReport>(await send(team.manager.client, 'GET', '/api/admin/epos-sync/drift'));
    expect(drift.rows.find((row) => row.storeId === US && row.productName === 'Toy negative')).toMatchObject({ shopStock: 0, tillStock: -4 });
    // A manager of the UK store alone sees none of the US store's drift.
    const ukManager = await signedInWith(t, ['store_manager']);
    await t.deps.db.insertInto('staff_stores').values({ user_id: ukManager.id, store_id: UK, created_at: new Date() }).execute();
    const ukDrift = await ok<TillDriftReport>(await send(ukManager.client, 'GET', '/api/admin/epos-sync/drift'));
    expect(ukDrift.rows.length).toBeGreaterThan(0);
    expect(ukDrift.rows.every((row) => row.storeId === UK)).toBe(true);
  });

  it('waits out a 429’s Retry-After and retries a timed-out call with the same idempotency key, applying it once', async () => {
    const toy = await product('faults');
    emulator.setFaults({ timeoutNext: 1, hangMs: 1_000 });
    const before = emulator.stats.apiCalls;
    await atTill(sale(US, toy.object, 2, minutesAgo(3)));
    expect(emulator.stats.apiCalls - before).toBe(2); // carried out, answer lost, asked again
    expect(terminal.retries.timedOut).toBeGreaterThanOrEqual(1);
    expect(await storeStockOf(t, US, toy.id)).toBe(3);
    expect(tillCount(US, toy.object)).toBe(-2); // one sale at the till, not two

    emulator.setFaults({ rateLimitNext: 2, retryAfterSeconds: 1 });
    const started = Date.now();
    const run = await syncNow();
    expect(run.status).toBe('succeeded');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(emulator.stats.rateLimited).toBeGreaterThanOrEqual(2);

    emulator.setFaults({ timeoutNext: 1, hangMs: 1_000 });
    expect((await syncNow()).status).toBe('succeeded');
    expect(await storeStockOf(t, US, toy.id)).toBe(3);
  });

  it('records a run that could not reach the till as failed, with its error', async () => {
    emulator.setFaults({ rateLimitNext: 100, retryAfterSeconds: 3_600 });
    const run = await syncNow();
    expect(run.status).toBe('failed');
    expect(run.errors.join(' ')).toMatch(/rate limited/);
    expect(run.finishedAt).not.toBeNull();
  });

  it('refuses a webhook whose signature is wrong, and acknowledges a repeated event without applying it', async () => {
    const toy = await product('signature');
    const change = sale(US, toy.object, 1, minutesAgo(1));
    if (change.type === 'ADJUSTMENT') change.adjustment.id = `chg_${randomUUID()}`;
    const event: TillWebhookEvent = { merchant_id: 'M', type: 'inventory.change.created', event_id: `evt_${randomUUID()}`, created_at: new Date().toISOString(), data: { type: 'inventory_change', id: 'x', object: { inventory_change: change } } };
    const body = JSON.stringify(event);
    const post = (signature: string | null) => t.app.request(t.url('/api/till/webhook'), { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) }, body });
    await refusal(await post(webhookSignature('another-key', t.url('/api/till/webhook'), body)), 403);
    await refusal(await post(webhookSignature(KEY, 'https://elsewhere.example/api/till/webhook', body)), 403);
    await refusal(await post(null), 403);
    expect(await storeStockOf(t, US, toy.id)).toBe(5);
    const good = webhookSignature(KEY, t.url('/api/till/webhook'), body);
    expect(await ok<{ outcome: string }>(await post(good))).toMatchObject({ outcome: 'applied' });
    expect(await ok<{ duplicate: boolean }>(await post(good))).toMatchObject({ duplicate: true });
    expect(await storeStockOf(t, US, toy.id)).toBe(4);
  });

  it('applies a change once when its deliveries arrive at the same moment, and each of two simultaneous sales', async () => {
    const toy = await product('concurrent');
    const signed = (change: InventoryChange, eventId: string) => {
      const body = JSON.stringify({ merchant_id: 'M', type: 'inventory.change.created', event_id: eventId, created_at: new Date().toISOString(), data: { type: 'inventory_change', id: 'x', object: { inventory_change: change } } } satisfies TillWebhookEvent);
      return () => t.app.request(t.url('/api/till/webhook'), { method: 'POST', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: webhookSignature(KEY, t.url('/api/till/webhook'), body) }, body });
    };
    const withId = (change: InventoryChange): InventoryChange => (change.type === 'ADJUSTMENT' ? { ...change, adjustment: { ...change.adjustment, id: `chg_${randomUUID()}` } } : change);
    const one = withId(sale(US, toy.object, 1, minutesAgo(2)));
    // The same change five times at once, under one event id and under others (a till retrying).
    const deliveries = [signed(one, 'evt-same'), signed(one, 'evt-same'), signed(one, `evt_${randomUUID()}`), signed(one, `evt_${randomUUID()}`), signed(one, `evt_${randomUUID()}`)];
    const answers = await Promise.all(deliveries.map((deliver) => deliver()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await storeStockOf(t, US, toy.id)).toBe(4);
    // Two different sales of the same item at once: both count.
    await Promise.all([signed(withId(sale(US, toy.object, 1, minutesAgo(1))), `evt_${randomUUID()}`)(), signed(withId(sale(US, toy.object, 2, minutesAgo(1))), `evt_${randomUUID()}`)()]);
    expect(await storeStockOf(t, US, toy.id)).toBe(1);
  });

  it('lets managers read the connection without its secrets, and only admins change it (audited)', async () => {
    const settings = await ok<TillSettings>(await send(team.manager.client, 'GET', '/api/admin/epos-sync/settings'));
    expect(settings).toMatchObject({ configured: true, enabled: true, apiBaseUrl: baseUrl, accessTokenSet: true, webhookSignatureKeySet: true, canEdit: false, notificationUrl: t.url('/api/till/webhook') });
    expect(JSON.stringify(settings)).not.toContain(TOKEN);
    await refusal(await send(team.manager.client, 'PUT', '/api/admin/epos-sync/settings', { enabled: false, apiBaseUrl: baseUrl, accessToken: '', webhookSignatureKey: '' }), 403);
    await refusal(await send(team.admin.client, 'PUT', '/api/admin/epos-sync/settings', { enabled: true, apiBaseUrl: 'ftp://till', accessToken: '', webhookSignatureKey: '' }), 400);
    // Blank secrets keep the saved ones.
    await ok(await send(team.admin.client, 'PUT', '/api/admin/epos-sync/settings', { enabled: true, apiBaseUrl: baseUrl, accessToken: '', webhookSignatureKey: '' }));
    // Kept sealed at rest (docs/decisions/081): the row holds neither secret, and they open to the saved ones.
    const row = await t.deps.db.selectFrom('till_connection').selectAll().executeTakeFirstOrThrow();
    expect(`${row.access_token} ${row.webhook_signature_key}`).not.toMatch(new RegExp(`${TOKEN}|${KEY}`));
    expect(await readTillConnection(t.deps)).toMatchObject({ access_token: TOKEN, webhook_signature_key: KEY });
    const audit = await auditRowsOf(t, 'till_connection', '1');
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit)).not.toContain(TOKEN);
  });
});

/** Every sync run there is, queued, running or finished. */
const runCount = async () => (await t.deps.db.selectFrom('till_sync_runs').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
const connectionOn = (enabled: boolean) => send(team.admin.client, 'PUT', '/api/admin/epos-sync/settings', { enabled, apiBaseUrl: baseUrl, accessToken: '', webhookSignatureKey: '' });

describe('"sync now" on the job queue (docs/decisions/086)', () => {
  it('answers 202 at once with the run it queued, audited with it; the queue runs it, followed step by step, and the history shows it succeeded', async () => {
    emulator.setFaults({ rateLimitNext: 2, retryAfterSeconds: 1 }); // the till keeps the push waiting 2 s
    const { run, joined } = await pressSyncNow(team.admin);
    expect(joined).toBe(false);
    expect(run).toMatchObject({ status: 'queued', trigger: 'manual', startedAt: null, finishedAt: null, itemsPushed: 0 });
    // Queued with its job and its audit row (one transaction).
    expect(await jobsOfRun(run.id)).toHaveLength(1);
    const audit = await auditRowsOf(t, 'till_sync_run', run.id);
    expect(audit.map((row) => [row.action, row.screen, row.actor_user_id])).toEqual([['sync.run', 'epos-sync', team.admin.id]]);
    expect(audit[0]!.after).toMatchObject({ id: run.id, status: 'queued' });

    const pushing = await runWhen(run.id, (current) => current.status === 'running' && current.step === 'push', 'the run to start pushing');
    expect(pushing.startedAt).not.toBeNull();
    expect(pushing.itemsToPush).toBeGreaterThan(0);
    const finished = await runWhen(run.id, (current) => !isTillSyncRunActive(current), 'the run to finish');
    expect(finished).toMatchObject({ status: 'succeeded', step: null, errors: [], itemsToPush: pushing.itemsToPush, itemsPushed: pushing.itemsToPush });
    const history = await ok<{ rows: TillSyncRun[] }>(await send(team.manager.client, 'GET', '/api/admin/epos-sync/runs'));
    expect(history.rows[0]).toEqual(finished);
    expect(await jobsOfRun(run.id)).toEqual(['completed']);
  });

  it('joins the run already queued, and the run already running, rather than starting a second', async () => {
    const before = await runCount();
    await stopQueue(); // no instance takes it: the run waits, queued
    const first = await pressSyncNow(team.manager);
    expect(first.run.status).toBe('queued');
    expect(await pressSyncNow(team.admin)).toEqual({ run: first.run, joined: true });
    expect(await jobsOfRun(first.run.id)).toEqual(['created']);
    // Joining changes nothing: the one audit row is the queuing's.
    expect((await auditRowsOf(t, 'till_sync_run', first.run.id)).map((row) => row.action)).toEqual(['sync.run']);

    emulator.setFaults({ rateLimitNext: 3, retryAfterSeconds: 1 }); // running for 3 s at least
    await startQueue();
    await runWhen(first.run.id, (run) => run.status === 'running', 'an instance to take the queued run');
    const whileRunning = await pressSyncNow(team.admin);
    expect(whileRunning.joined).toBe(true);
    expect(whileRunning.run).toMatchObject({ id: first.run.id, status: 'running' });

    expect((await runWhen(first.run.id, (run) => !isTillSyncRunActive(run), 'the run to finish')).status).toBe('succeeded');
    expect(await jobsOfRun(first.run.id)).toEqual(['completed']);
    expect(await runCount()).toBe(before + 1);
  });

  it('refuses while the till connection is off, queuing nothing; a run queued before it was switched off fails saying so', async () => {
    await stopQueue();
    const queued = await pressSyncNow();
    try {
      await ok(await connectionOn(false));
      const before = await runCount();
      expect((await refusal(await send(team.manager.client, 'POST', '/api/admin/epos-sync/sync'), 409)).message).toBe(EPOS_SYNC_TEXTS.notConfigured);
      await startQueue();
      const ended = await runWhen(queued.run.id, (run) => !isTillSyncRunActive(run), 'the queued run to end');
      expect(ended).toMatchObject({ status: 'failed', errors: [EPOS_SYNC_TEXTS.notConfigured] });
      expect(ended.finishedAt).not.toBeNull();
      expect(await runCount()).toBe(before);
    } finally {
      await ok(await connectionOn(true));
    }
  });

  it('records nothing when the run cannot be queued: the run, its job and its audit row are one transaction', async () => {
    await stopQueue();
    // As if no instance had ever started the queue on this database: its queue is not there.
    await sql`DELETE FROM pgboss.job WHERE name = ${TILL_SYNC_NOW_JOB}`.execute(t.deps.db);
    await sql`SELECT pgboss.delete_queue(${TILL_SYNC_NOW_JOB})`.execute(t.deps.db);
    const runs = await runCount();
    const audited = await t.deps.db.selectFrom('audit_log').select('id').where('entity_type', '=', 'till_sync_run').execute();
    expect((await refusal(await send(team.manager.client, 'POST', '/api/admin/epos-sync/sync'), 503)).message).toBe(EPOS_SYNC_TEXTS.queueNotRunning);
    expect(await runCount()).toBe(runs);
    expect(await t.deps.db.selectFrom('audit_log').select('id').where('entity_type', '=', 'till_sync_run').execute()).toEqual(audited);
    await startQueue(); // creates the queue again
    expect((await syncNow()).status).toBe('succeeded');
  });

  it('lets admins and store managers ask for a sync and follow its run; staff, customers and visitors are refused', async () => {
    const { run } = await pressSyncNow(team.manager);
    await runWhen(run.id, (current) => !isTillSyncRunActive(current), 'the run to finish');
    const before = await runCount();
    for (const [client, status] of [[team.staff.client, 403], [team.customer.client, 403], [new TestClient(t), 401]] as const) {
      await refusal(await send(client, 'POST', '/api/admin/epos-sync/sync'), status);
      await refusal(await send(client, 'GET', `/api/admin/epos-sync/runs/${run.id}`), status);
    }
    expect(await runCount()).toBe(before);
    expect((await ok<TillSyncRun>(await send(team.admin.client, 'GET', `/api/admin/epos-sync/runs/${run.id}`))).id).toBe(run.id);
    await refusal(await send(team.manager.client, 'GET', '/api/admin/epos-sync/runs/no-such-run'), 404);
  });
});
