import PgBoss from 'pg-boss';
import type { Logger } from '../logging/logger';
import type { OpenDatabase } from '../db/database';
import { retryOnLockConflict } from '../db/retry-conflicts';
import type { BackgroundJob } from './background-job';
import type { ShopMetrics } from '../metrics/shop-metrics';

/** pg-boss's tables live in their own schema, created and migrated by pg-boss itself. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  database: Pick<OpenDatabase, 'pool'>;
  jobs: readonly BackgroundJob<never>[];
  /** Each run logs through a child of this one that carries `job` (its name) and `jobId`. */
  log: Logger;
  /** How often an idle worker asks for work (default 2 s; tests use less). */
  pollingIntervalSeconds?: number;
  /** How often expired runs are found and retried, and old jobs archived (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** Where a failed run is counted (/metrics, docs/decisions/082). */
  metrics?: Pick<ShopMetrics, 'jobFailed'>;
  /** Registers the jobs' workers and their schedules; false: send only (a script, or a test's second queue). */
  work?: boolean;
}

export interface JobQueue {
  /** Queues one run of a job (returns its id; null when its queue already holds one waiting: `stately`). */
  send(name: string, data?: object, options?: { startAfter?: Date; singletonKey?: string }): Promise<string | null>;
  /** Stops offering and fetching work, waits for runs in progress (up to `timeoutMs`), and lets go of the database. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

/**
 * The shop's job queue: pg-boss over the shop's own pool (docs/decisions/052), so it runs on
 * PostgreSQL and on the embedded PGlite alike (PGlite's one connection queues callers; pg-boss
 * polls and never holds a connection for LISTEN). Statements that pg-boss sends as one text (its
 * own transactions) run on one connection, as its driver would.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const { database, jobs, log } = options;
  const executeSql = async (text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> => {
    const result = (await database.pool.query(text, values)) as unknown as { rows: unknown[] } | { rows: unknown[] }[];
    return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : { rows: result.rows ?? [] };
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: JOB_QUEUE_SCHEMA,
    // pg-boss's cron is per minute; our periods are in seconds and offered by each instance (below).
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    // A periodic job's slot holds only while its finished run is in pg-boss's live table, so finished
    // runs move to the archive after the longest period (at least pg-boss's own 12 hours): a daily job
    // runs once a day (docs/decisions/085). Archived jobs are kept a week for the back office, then deleted.
    archiveCompletedAfterSeconds: Math.max(12 * 60 * 60, ...jobs.map((job) => job.everySeconds ?? 0)),
    deleteAfterDays: 7,
  });
  boss.on('error', (error: unknown) => log.warn({ error: String(error) }, 'job queue error'));
  await boss.start();

  const byName = new Map(jobs.map((job) => [job.name, job]));
  for (const job of jobs) {
    // Instances starting together may create the same queue at once: pg-boss's create_queue is not
    // under its lock, and PostgreSQL breaks the deadlock of the two ATTACH PARTITIONs by aborting one.
    // The aborted one had no effect; run again, it finds the queue made (ON CONFLICT DO NOTHING).
    await retryOnLockConflict(() => boss.createQueue(job.name, {
      name: job.name,
      policy: job.policy ?? 'stately',
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 300,
    }));
  }

  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  if (options.work !== false) {
    for (const job of jobs) {
      await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true }, async ([taken]) => {
        if (!taken) return;
        const startedAt = performance.now();
        const runLog = log.child({ job: job.name, jobId: taken.id });
        try {
          const output = await job.run(taken.data as never, { jobId: taken.id, retryCount: taken.retryCount, log: runLog });
          runLog.info({ ms: Math.round(performance.now() - startedAt) }, 'job done');
          return output;
        } catch (error) {
          runLog.warn({ error: String(error) }, 'job failed; retried with back-off until its limit');
          options.metrics?.jobFailed(job.name, taken.retryCount >= taken.retryLimit);
          throw error;
        }
      });
      if (job.everySeconds) {
        const period = job.everySeconds;
        // One run per period whoever offers it (pg-boss's singleton slot), at start and then each period.
        const offer = () => {
          if (stopped) return;
          boss.send(job.name, {}, { singletonSeconds: period }).catch((error: unknown) => log.warn({ job: job.name, error: String(error) }, 'job not offered'));
        };
        offer();
        timers.push(setInterval(offer, period * 1000));
      }
    }
  }

  return {
    async send(name, data = {}, sendOptions = {}) {
      if (!byName.has(name)) throw new Error(`No background job is named ${name}`);
      return boss.send(name, data, { ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}), ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}) });
    },
    async stop(stopOptions = {}) {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      // graceful: runs in progress finish (up to the timeout); close: false, the pool is the shop's.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: stopOptions.timeoutMs ?? 8000 });
    },
  };
}
