import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClient } from '../support/http';
import { sampleValue } from '../support/prometheus-text';
import { waitFor } from '../support/instances/instance-harness';
import { approveAtPayPal, capture, createOrder, insertProduct, newGuestId, US_ADDRESS, type ApprovalAtPayPal } from './checkout-fixtures';
import { startJobQueue, type JobQueue } from '../../server/jobs/job-queue';
import { backgroundJobs } from '../../server/jobs/background-jobs';
import type { BackgroundJob } from '../../server/jobs/background-job';
import { silentLogger } from '../../server/logging/logger';

// What /metrics reports (docs/decisions/082), read as Prometheus reads it, with METRICS_TOKEN's bearer:
// requests by route template and status, the job queue, change-event streams, the database pool and
// the outcomes of captures at PayPal. Who may read it: metrics-access.test.ts.
const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp(undefined, { env: { METRICS_TOKEN: TOKEN } });
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 1000 })));
});
afterAll(async () => {
  // Captures send confirmation emails; closing while one still queries can hang PGlite.
  await t?.deps.email.idle();
  await t?.close();
});

async function scrape(): Promise<string> {
  const response = await new TestClient(t).request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('HTTP requests', () => {
  it('are counted and timed by method, route template and status, never by their path', async () => {
    const blogPost = { method: 'GET', route: '/api/blog/:slug', status: '404' };
    const before = sampleValue(await scrape(), 'shop_http_requests_total', blogPost) ?? 0;
    const client = new TestClient(t);
    for (const slug of ['no-such-post-a1', 'no-such-post-b2']) expect((await client.get(`/api/blog/${slug}`)).status).toBe(404);
    expect((await client.get('/api/no-such-route-c3')).status).toBe(404);

    const text = await scrape();
    expect(sampleValue(text, 'shop_http_requests_total', blogPost)).toBe(before + 2);
    expect(sampleValue(text, 'shop_http_request_duration_seconds_count', blogPost)).toBe(before + 2);
    expect(sampleValue(text, 'shop_http_request_duration_seconds_bucket', { ...blogPost, le: '+Inf' })).toBe(before + 2);
    expect(sampleValue(text, 'shop_http_request_duration_seconds_sum', blogPost)).toBeGreaterThan(0);
    // An unknown API path is the API's catch-all.
    expect(sampleValue(text, 'shop_http_requests_total', { method: 'GET', route: '/api/*', status: '404' })).toBe(1);
    expect(text).not.toMatch(/no-such-post|no-such-route/);
    // A scrape is a request like any other, counted once answered: this one shows the one before.
    expect(sampleValue(text, 'shop_http_requests_total', { method: 'GET', route: '/metrics', status: '200' })).toBe(1);
  });

  it('name a method outside the usual ones OTHER, so a client cannot make up label values', async () => {
    await t.app.request(t.url('/api/blog/x'), { method: 'BREW' });
    const text = await scrape();
    expect(sampleValue(text, 'shop_http_requests_total', { method: 'OTHER', route: '/api/*' })).toBe(1);
    expect(text).not.toMatch(/BREW/);
  });
});

describe('change-event streams', () => {
  it('are counted while open and no longer once their client goes away', async () => {
    const streamsOpen = async () => sampleValue(await scrape(), 'shop_change_streams_open');
    expect(await streamsOpen()).toBe(0);
    const readers = await Promise.all([1, 2].map(async () => (await new TestClient(t).get('/api/sync/stream')).body!.getReader()));
    // The first bytes (": connected") come once the stream is relaying.
    for (const reader of readers) await reader.read();
    expect(await streamsOpen()).toBe(2);

    await readers[0]!.cancel();
    await waitFor(async () => (await streamsOpen()) === 1, 5000, 'one stream to be counted as closed');
    await readers[1]!.cancel();
    await waitFor(async () => (await streamsOpen()) === 0, 5000, 'both streams to be counted as closed');
  });
});

describe('the database pool', () => {
  it('reports its size and its connections in use and idle', async () => {
    const { pool } = t.database;
    const held = await pool.connect();
    try {
      // Read from the registry: on PGlite the pool has one connection, and a scrape over HTTP would wait for it.
      const text = await t.deps.metrics.registry.metrics();
      expect(sampleValue(text, 'shop_db_pool_max_connections')).toBe(pool.options.max);
      // Polled: work the app started earlier may still hold a second connection for a moment (q3, session 25).
      await expect.poll(async () => sampleValue(await t.deps.metrics.registry.metrics(), 'shop_db_pool_connections', { state: 'in_use' })).toBe(1);
    } finally {
      held.release();
    }
    const text = await scrape();
    expect(sampleValue(text, 'shop_db_pool_connections', { state: 'in_use' })).toBe(0);
    expect(sampleValue(text, 'shop_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, 'shop_db_pool_waiting')).toBe(0);
  });
});

describe('the job queue', () => {
  it("reports each job's waiting and running jobs, from the database", async () => {
    const jobs = backgroundJobs(t.deps);
    const sender = await startJobQueue({ database: t.database, jobs, log: silentLogger(), work: false });
    queues.push(sender);
    expect(await sender.send('pickup-reminders', {}, { startAfter: new Date(Date.now() + 3_600_000) })).not.toBeNull();

    const text = await scrape();
    expect(sampleValue(text, 'shop_job_queue_depth', { job: 'pickup-reminders', state: 'waiting' })).toBe(1);
    expect(sampleValue(text, 'shop_job_queue_depth', { job: 'pickup-reminders', state: 'running' })).toBe(0);
    for (const job of jobs.filter((each) => each.name !== 'pickup-reminders')) {
      expect(sampleValue(text, 'shop_job_queue_depth', { job: job.name, state: 'waiting' }), job.name).toBe(0);
    }
  });

  it('counts runs that threw by job, telling the ones that will be retried from the last', async () => {
    const failing: BackgroundJob<never> = {
      name: 'test-metrics-failing',
      purpose: 'test',
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: async () => {
        throw new Error('always fails');
      },
    };
    const worker = await startJobQueue({ database: t.database, jobs: [failing], log: silentLogger(), pollingIntervalSeconds: 0.5, metrics: t.deps.metrics });
    queues.push(worker);
    await worker.send(failing.name);

    const failures = async (final: boolean) => sampleValue(await scrape(), 'shop_job_failures_total', { job: failing.name, final: String(final) });
    await waitFor(async () => (await failures(true)) === 1, 20_000, 'the run to fail for good');
    expect(await failures(false)).toBe(1);
  });
});

describe('captures at PayPal', () => {
  it('are counted by outcome: captured, pending, declined', async () => {
    await insertProduct(t, { id: 'm-kite', name: 'Kite', price: 1800, stock: { US: 10 } });
    const captureWith = async (approval: ApprovalAtPayPal): Promise<number> => {
      const client = new TestClient(t);
      const guestId = newGuestId();
      const created = await createOrder(client, { country: 'US', guestId, email: 'metrics@example.com', shippingAddress: US_ADDRESS, lines: [{ productId: 'm-kite', variantId: null, quantity: 1 }] });
      await approveAtPayPal(t, created.paypalOrderId, approval);
      return (await capture(client, created.paypalOrderId, { guestId })).status;
    };
    const before = await scrape();
    for (const outcome of ['captured', 'pending', 'declined', 'failed']) expect(sampleValue(before, 'shop_payment_captures_total', { outcome }), outcome).toBe(0);

    expect(await captureWith({ outcome: 'approve' })).toBe(200);
    expect(await captureWith({ outcome: 'pending' })).toBe(200);
    expect(await captureWith({ outcome: 'decline', source: 'card' })).toBe(402);

    const text = await scrape();
    expect(sampleValue(text, 'shop_payment_captures_total', { outcome: 'captured' })).toBe(1);
    expect(sampleValue(text, 'shop_payment_captures_total', { outcome: 'pending' })).toBe(1);
    expect(sampleValue(text, 'shop_payment_captures_total', { outcome: 'declined' })).toBe(1);
    expect(sampleValue(text, 'shop_payment_captures_total', { outcome: 'failed' })).toBe(0);
  });
});
