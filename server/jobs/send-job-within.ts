import PgBoss from 'pg-boss';
import { CompiledQuery, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { JOB_QUEUE_SCHEMA } from './job-queue';

/** PostgreSQL's "undefined table": pg-boss's tables are not there (no instance ever started the queue). */
const UNDEFINED_TABLE = '42P01';

// A pg-boss that is never started: only its `send` is used, each time over the caller's transaction
// (pg-boss's `db` send option), so no connection of its own is ever needed.
const sender = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('Jobs are sent within a transaction: sendJobWithin(trx, …)')) },
  schema: JOB_QUEUE_SCHEMA,
  schedule: false,
  supervise: false,
  migrate: false,
});

/**
 * Queues one run of a background job inside the caller's transaction (docs/decisions/086): the job
 * exists if and only if the transaction commits, so a write and the work it asks for (a sync run and
 * its audit row) are never half done. Any instance running the queue takes it once it is committed.
 * Answers the job's id; null when the job's queue was never created on this database (no instance
 * has started the job queue, or the job is not among the shop's background jobs): the caller then
 * rolls its transaction back (PostgreSQL has aborted it when pg-boss's tables are missing).
 */
export async function sendJobWithin(trx: Transaction<DB>, name: string, data: object): Promise<string | null> {
  const db = {
    executeSql: async (text: string, values: unknown[] = []) => ({ rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows }),
  };
  try {
    return await sender.send(name, data, { db });
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return null;
    throw error;
  }
}
