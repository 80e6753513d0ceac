import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app';
import type { OpenDatabase } from '../../server/db/database';
import { startJobQueue, type JobQueue } from '../../server/jobs/job-queue';
import type { BackgroundJob } from '../../server/jobs/background-job';
import { waitFor } from '../support/instances/instance-harness';
import { startBackgroundJobs } from '../../server/jobs/background-jobs';
import { readJobStates } from '../../server/jobs/job-states.repo';
import type { BackgroundJobState } from '../../shared/admin/background-jobs';
import { ok, send, signedInTeam } from './admin-fixtures';
import { silentLogger } from '../../server/logging/logger';

// The job queue (pg-boss over the shop's pool, docs/decisions/052) on this project's database (PGlite
// or PostgreSQL): a job survives a restart, a failing run is retried with back-off, a run lost with
// its instance is run again. Two instances on one PostgreSQL: tests/integration/instances-job-queue.test.ts.
let t: TestApp;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop({ timeoutMs: 1000 })));
});
afterAll(async () => {
  await t?.close();
});

const quiet = silentLogger();

async function start(database: Pick<OpenDatabase, 'pool'>, jobs: BackgroundJob<never>[], options: { work?: boolean; maintenanceIntervalSeconds?: number } = {}): Promise<JobQueue> {
  const queue = await startJobQueue({ database, jobs, log: quiet, pollingIntervalSeconds: 0.5, ...options });
  queues.push(queue);
  return queue;
}

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  output: unknown;
  singleton_on: Date | null;
  started_on: Date | null;
  completed_on: Date | null;
}
async function jobsNamed(name: string): Promise<JobRow[]> {
  const result = await sql<JobRow>`SELECT id, state, retry_count, output, singleton_on, started_on, completed_on FROM pgboss.job WHERE name = ${name} ORDER BY created_on`.execute(t.deps.db);
  return result.rows;
}

describe('the job queue on this database', () => {
  it('keeps a job sent while nothing works in the database, and runs it once an instance starts (a restart)', async () => {
    const seen: unknown[] = [];
    const job = (run: boolean): BackgroundJob<never> => ({ name: 'test-restart', purpose: 'test', run: async (data) => void (run && seen.push(data)) });
    const sender = await start(t.database, [job(false)], { work: false });
    const id = await sender.send('test-restart', { order: 'A-1' });
    await sender.stop();
    expect((await jobsNamed('test-restart')).map((row) => row.state)).toEqual(['created']);

    await start(t.database, [job(true)]);
    await waitFor(async () => (await jobsNamed('test-restart'))[0]?.state === 'completed', 15_000, 'the job to run after the restart');
    expect(seen).toEqual([{ order: 'A-1' }]);
    expect((await jobsNamed('test-restart')).map((row) => row.id)).toEqual([id]);
  });

  it('retries a failing run with back-off until it succeeds, and ends a run that keeps failing as failed with its error', async () => {
    const attempts: number[] = [];
    await start(t.database, [
      {
        name: 'test-flaky',
        purpose: 'test',
        retryLimit: 3,
        retryDelaySeconds: 1,
        run: async () => {
          attempts.push(Date.now());
          if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`);
          return { ok: true };
        },
      },
      { name: 'test-broken', purpose: 'test', retryLimit: 1, retryDelaySeconds: 1, run: async () => Promise.reject(new Error('the till did not answer')) },
    ]);
    const queue = queues.at(-1)!;
    await queue.send('test-flaky');
    await queue.send('test-broken');
    await waitFor(async () => (await jobsNamed('test-flaky'))[0]?.state === 'completed', 30_000, 'the flaky job to succeed');
    const [flaky] = await jobsNamed('test-flaky');
    expect(flaky!.retry_count).toBe(2);
    expect(attempts).toHaveLength(3);
    // Back-off: each wait at least the retry delay, the second longer than the first delay.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1800);

    await waitFor(async () => (await jobsNamed('test-broken'))[0]?.state === 'failed', 30_000, 'the broken job to fail for good');
    const [broken] = await jobsNamed('test-broken');
    expect(broken!.retry_count).toBe(1);
    expect(JSON.stringify(broken!.output)).toContain('the till did not answer');
  });

  it('runs again a run whose instance died with it in hand, once the run expires', async () => {
    let firstTaken = false;
    const runs: string[] = [];
    const lost = (name: string, hang: boolean): BackgroundJob<never> => ({
      name: 'test-lost',
      purpose: 'test',
      expireInSeconds: 2,
      retryDelaySeconds: 1,
      run: async () => {
        runs.push(name);
        if (hang) {
          firstTaken = true;
          await new Promise(() => undefined); // the instance dies holding it: it never answers
        }
      },
    });
    const dying = await startJobQueue({ database: t.database, jobs: [lost('dying', true)], log: quiet, pollingIntervalSeconds: 0.5 });
    await dying.send('test-lost');
    await waitFor(() => firstTaken, 15_000, 'the first instance taking the job');
    // The instance is gone: it stops fetching and never finishes what it holds (stop's wait gives up at once).
    void dying.stop({ timeoutMs: 1 });

    await start(t.database, [lost('survivor', false)], { maintenanceIntervalSeconds: 1 });
    await waitFor(async () => (await jobsNamed('test-lost'))[0]?.state === 'completed', 30_000, 'the lost run to be run again');
    expect(runs).toEqual(['dying', 'survivor']);
  });
});

describe("the jobs' state in the back office", () => {
  it("shows admins each of the shop's jobs: runs done and the last failure's error; other roles are refused", async () => {
    const team = await signedInTeam(t);
    const before = await ok<BackgroundJobState[]>(await send(team.admin.client, 'GET', '/api/admin/settings/jobs'));
    expect(before.map((job) => job.name)).toEqual([
      'capture-recovery',
      'pending-capture-sweep',
      'pickup-reminders',
      'application-retention',
      'till-reconciliation',
      'till-sync-now',
      'email-campaigns',
      'email-retries',
      'analytics-rollups',
      'analytics-event-retention',
      'email-body-retention',
      'unused-image-retention',
    ]);

    // A serving instance starts the shop's jobs: each periodic one runs at start.
    queues.push(await startBackgroundJobs(t, { pollingIntervalSeconds: 0.5 }));
    await waitFor(
      // Jobs that run only when sent ("sync now") have nothing to show until something sends them.
      async () => (await ok<BackgroundJobState[]>(await send(team.admin.client, 'GET', '/api/admin/settings/jobs'))).filter((job) => job.everySeconds !== null).every((job) => job.completedLastDay >= 1 && job.lastCompletedAt !== null),
      30_000,
      'every periodic job to have run once',
    );
    expect((await send(team.manager.client, 'GET', '/api/admin/settings/jobs')).status).toBe(403);
    expect((await send(team.staff.client, 'GET', '/api/admin/settings/jobs')).status).toBe(403);

    // The failure a job ended with (the broken job of the retry test above), as staff would read it.
    const [broken] = await readJobStates(t.deps.db, [{ name: 'test-broken', purpose: 'A test job', everySeconds: undefined }]);
    expect(broken).toMatchObject({ failedLastWeek: 1, waiting: 0, running: 0, everySeconds: null, lastFailure: { error: 'the till did not answer' } });
  }, 120_000);
});
