import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { BackgroundJobState } from '../../shared/admin/background-jobs';
import type { BackgroundJob } from './background-job';
import { JOB_QUEUE_SCHEMA } from './job-queue';

interface StateRow {
  name: string;
  waiting: number;
  running: number;
  completed_last_day: number;
  failed_last_week: number;
  last_completed_on: Date | null;
  last_completed_output: unknown;
  last_failed_on: Date | null;
  last_failed_output: unknown;
}

/**
 * Each job's state from pg-boss's tables (live jobs and the archive it moves finished ones to): what
 * waits, runs, finished in the last day, failed for good in the last week, the last failure's error, and
 * what the last finished run did (for jobs that say, from the output pg-boss keeps).
 * Jobs the queue has not created yet (a server that never started the queue) read as all zero.
 */
export async function readJobStates(db: Database, jobs: readonly Pick<BackgroundJob<never>, 'name' | 'purpose' | 'everySeconds' | 'outcome'>[]): Promise<BackgroundJobState[]> {
  const rows = (await queueTablesExist(db))
    ? (
        await sql<StateRow>`
          WITH every_job AS (
            SELECT name, state, completed_on, output FROM ${sql.table(`${JOB_QUEUE_SCHEMA}.job`)}
            UNION ALL
            SELECT name, state, completed_on, output FROM ${sql.table(`${JOB_QUEUE_SCHEMA}.archive`)}
          ), last_failure AS (
            SELECT DISTINCT ON (name) name, completed_on, output FROM every_job WHERE state = 'failed' ORDER BY name, completed_on DESC
          )
          SELECT j.name,
            count(*) FILTER (WHERE j.state IN ('created', 'retry'))::int AS waiting,
            count(*) FILTER (WHERE j.state = 'active')::int AS running,
            count(*) FILTER (WHERE j.state = 'completed' AND j.completed_on > now() - interval '1 day')::int AS completed_last_day,
            count(*) FILTER (WHERE j.state = 'failed' AND j.completed_on > now() - interval '7 days')::int AS failed_last_week,
            max(j.completed_on) FILTER (WHERE j.state = 'completed') AS last_completed_on,
            (array_agg(j.output ORDER BY j.completed_on DESC) FILTER (WHERE j.state = 'completed'))[1] AS last_completed_output,
            max(f.completed_on) AS last_failed_on,
            (array_agg(f.output))[1] AS last_failed_output
          FROM every_job j LEFT JOIN last_failure f ON f.name = j.name
          GROUP BY j.name`.execute(db)
      ).rows
    : [];
  const byName = new Map(rows.map((row) => [row.name, row]));
  return jobs.map((job) => {
    const row = byName.get(job.name);
    return {
      name: job.name,
      purpose: job.purpose,
      everySeconds: job.everySeconds ?? null,
      waiting: row?.waiting ?? 0,
      running: row?.running ?? 0,
      completedLastDay: row?.completed_last_day ?? 0,
      failedLastWeek: row?.failed_last_week ?? 0,
      lastCompletedAt: row?.last_completed_on ? new Date(row.last_completed_on).toISOString() : null,
      lastOutcome: row?.last_completed_on && job.outcome ? job.outcome(row.last_completed_output) : null,
      lastFailure: row?.last_failed_on ? { at: new Date(row.last_failed_on).toISOString(), error: failureText(row.last_failed_output) } : null,
    };
  });
}

/** One job's live rows in the queue. */
export interface JobQueueDepth {
  name: string;
  waiting: number;
  running: number;
}

/**
 * What waits and what runs, per job (live jobs only, a lighter read than readJobStates: /metrics reads it
 * at every scrape). Jobs with nothing in the queue, or a queue not created yet, read as zero.
 */
export async function readJobQueueDepths(db: Database, names: readonly string[]): Promise<JobQueueDepth[]> {
  const rows = (await queueTablesExist(db))
    ? (
        await sql<JobQueueDepth>`
          SELECT name,
            count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
            count(*) FILTER (WHERE state = 'active')::int AS running
          FROM ${sql.table(`${JOB_QUEUE_SCHEMA}.job`)}
          WHERE state IN ('created', 'retry', 'active')
          GROUP BY name`.execute(db)
      ).rows
    : [];
  const byName = new Map(rows.map((row) => [row.name, row]));
  return names.map((name) => ({ name, waiting: byName.get(name)?.waiting ?? 0, running: byName.get(name)?.running ?? 0 }));
}

/** False until the job queue has made its tables (a server that never started it). */
async function queueTablesExist(db: Database): Promise<boolean> {
  const exists = await sql<{ found: string | null }>`SELECT to_regclass(${`${JOB_QUEUE_SCHEMA}.job`})::text AS found`.execute(db);
  return Boolean(exists.rows[0]?.found);
}

/** pg-boss stores a thrown error as `{ message, stack, … }`; staff see the message. */
function failureText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return output === null || output === undefined ? 'No error was recorded' : JSON.stringify(output).slice(0, 500);
}
