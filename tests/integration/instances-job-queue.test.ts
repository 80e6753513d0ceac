import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app';
import { openDatabase, type OpenDatabase } from '../../server/db/database';
import { startJobQueue, type JobQueue } from '../../server/jobs/job-queue';
import type { BackgroundJob } from '../../server/jobs/background-job';
import { waitFor } from '../support/instances/instance-harness';
import { silentLogger } from '../../server/logging/logger';

// The job queue (pg-boss over the shop's pool, docs/decisions/052) with two instances on one
// PostgreSQL: a second pool on the same database, as a second server would open. Real PostgreSQL
// only (instances-* files do not run on PGlite: it is one process); the queue on each database is
// tests/integration/job-queue.test.ts.
let t: TestApp;
let other: OpenDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
  other = await openDatabase({ databaseUrl: t.config.databaseUrl });
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 1000 })));
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const quiet = silentLogger();

interface JobRow {
  singleton_on: Date | null;
  state: string;
}

async function start(database: Pick<OpenDatabase, 'pool'>, jobs: BackgroundJob<never>[], options: { work?: boolean } = {}): Promise<JobQueue> {
  const queue = await startJobQueue({ database, jobs, log: quiet, pollingIntervalSeconds: 0.5, ...options });
  queues.push(queue);
  return queue;
}

describe('the job queue with two instances on one PostgreSQL', () => {
  it('starts two instances at once that both create the same new queues (no deadlock between them)', async () => {
    // pg-boss creates a queue's partition outside its lock: two instances starting together used to
    // deadlock there, and one of them failed to start (issue 15's instances e2e on CI).
    for (let round = 0; round < 5; round++) {
      const names = Array.from({ length: 4 }, (_unused, n) => `test-created-together-${round}-${n}`);
      const jobs = names.map((name): BackgroundJob<never> => ({ name, purpose: 'test', run: async () => undefined }));
      const [first, second] = await Promise.all([start(t.database, jobs, { work: false }), start(other, jobs, { work: false })]);
      expect(first).toBeDefined();
      expect(second).toBeDefined();
      const made = await sql<{ name: string }>`SELECT name FROM pgboss.queue WHERE name LIKE ${`test-created-together-${round}-%`}`.execute(t.deps.db);
      expect(made.rows.map((row) => row.name).sort()).toEqual(names);
    }
  });

  it('runs each of 20 jobs once, on one instance or the other', async () => {
    const ranOn = new Map<string, string[]>();
    const job = (instance: string): BackgroundJob<never> => ({
      name: 'test-each-once',
      purpose: 'test',
      policy: 'standard',
      run: async (_data, { jobId }) => {
        ranOn.set(jobId, [...(ranOn.get(jobId) ?? []), instance]);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const first = await start(t.database, [job('first')]);
    await start(other, [job('second')]);
    const ids = await Promise.all(Array.from({ length: 20 }, (_unused, n) => first.send('test-each-once', { n })));
    await waitFor(() => ids.every((id) => ranOn.has(id!)), 30_000, 'every job to run');
    expect([...ranOn.values()].every((instances) => instances.length === 1)).toBe(true);
    expect(ranOn.size).toBe(20);
  });

  it('offers a periodic run from both instances but runs it once a period, and never two runs at once', async () => {
    let active = 0;
    let overlapped = false;
    const runs: string[] = [];
    const periodic = (instance: string): BackgroundJob<never> => ({
      name: 'test-periodic',
      purpose: 'test',
      everySeconds: 1,
      run: async () => {
        active += 1;
        if (active > 1) overlapped = true;
        runs.push(instance);
        await new Promise((resolve) => setTimeout(resolve, 300));
        active -= 1;
      },
    });
    await start(t.database, [periodic('first')]);
    await start(other, [periodic('second')]);
    await waitFor(() => runs.length >= 4, 30_000, 'four periods');
    const rows = (await sql<JobRow>`SELECT singleton_on, state FROM pgboss.job WHERE name = 'test-periodic'`.execute(t.deps.db)).rows;
    const slots = rows.map((row) => row.singleton_on!.getTime());
    // One job per period slot although two instances offered each.
    expect(new Set(slots).size).toBe(slots.length);
    expect(overlapped).toBe(false);
  });
});
