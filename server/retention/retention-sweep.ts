import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { BackgroundJob } from '../jobs/background-job';

// The pieces every retention sweep shares (docs/decisions/085): the moment a setting puts the line at,
// work in short transactions, an audit row by the system for each, and a daily job on the queue.

/** Rows one retention transaction takes at most: a backlog goes in short transactions, none holding its locks for long. */
export const RETENTION_BATCH = 1_000;

/** `now` less a retention setting's period, with PostgreSQL's calendar arithmetic (a month back from 31 March is 28 or 29 February). */
async function retentionCutoff(db: Database, now: Date, period: { months: number } | { days: number }): Promise<Date> {
  const months = 'months' in period ? period.months : 0;
  const days = 'days' in period ? period.days : 0;
  const { rows } = await sql<{ cutoff: Date | string }>`
    select (${now.toISOString()}::timestamptz - make_interval(months => ${months}::int, days => ${days}::int)) as cutoff
  `.execute(db);
  return new Date(rows[0]!.cutoff);
}

/**
 * Runs `batch` in a transaction of its own, again and again, until one takes fewer than `limit`
 * rows; answers how many were taken in all. A batch commits its rows and its audit row together, so
 * a run cut short (a crash, a stop) has recorded exactly what it did, and the next run goes on.
 */
export async function inBatches(db: Database, limit: number, batch: (trx: Transaction<DB>) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await db.transaction().execute(batch);
    total += taken;
    if (taken < limit) return total;
  }
}

/** Where a sweep's audit rows are filed, and the name of the system that made them. */
export interface RetentionAudit {
  /** The audit log's actor label: no person, the shop itself. */
  actorLabel: string;
  screen: string;
  action: string;
  entityType: string;
}

/** A kind of data kept for as long as a setting says: what the sweep takes, how it is audited, its job. */
export interface RetentionRule {
  /** How long rows are kept, from the settings. */
  keptFor(db: Database): Promise<{ months: number } | { days: number }>;
  /** Rows one transaction takes at most. */
  batchSize: number;
  /** Removes up to `limit` rows older than `cutoff` in `trx` (skipping rows another run holds): how many, and what the audit row adds. */
  removeBatch(trx: Transaction<DB>, batch: { cutoff: Date; limit: number; now: Date }): Promise<{ count: number; details?: Record<string, unknown> }>;
  audit: RetentionAudit;
  job: Pick<RetentionJob, 'name' | 'purpose' | 'done'>;
}

/**
 * Removes what `rule` keeps no longer at `now`, `limit` rows a transaction, each batch with one audit
 * row by the system (how many, the cutoff and the rule's details; never personal data). Answers how many.
 */
export async function sweepExpired(db: Database, rule: RetentionRule, now: Date, limit = rule.batchSize): Promise<number> {
  const cutoff = await retentionCutoff(db, now, await rule.keptFor(db));
  return inBatches(db, limit, async (trx) => {
    const { count, details } = await rule.removeBatch(trx, { cutoff, limit, now });
    if (count > 0) await recordRetention(trx, rule.audit, now, { count, olderThan: cutoff.toISOString(), ...details });
    return count;
  });
}

/** The daily background job of a retention rule (docs/decisions/085). */
export function ruleJob(db: Database, rule: RetentionRule): BackgroundJob {
  return retentionJob({ ...rule.job, sweep: (now) => sweepExpired(db, rule, now) });
}

/** One audit row for one batch, by the system, in the batch's transaction. */
async function recordRetention(trx: Transaction<DB>, audit: RetentionAudit, now: Date, before: Record<string, unknown>): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor_user_id: null,
      actor_label: audit.actorLabel,
      screen: audit.screen,
      action: audit.action,
      entity_type: audit.entityType,
      entity_id: null,
      before: JSON.stringify(before),
      after: null,
      created_at: now,
    })
    .execute();
}

/** "1 analytics event deleted", "1,204 analytics events deleted". */
function doneText(done: { one: string; other: string }, count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? done.one : done.other}`;
}

export interface RetentionJob {
  name: string;
  purpose: string;
  /** What a run did, for one row and for several ("analytics event deleted"), for the log and the settings screen. */
  done: { one: string; other: string };
  sweep: (now: Date) => Promise<number>;
  /** Default: daily. */
  everySeconds?: number;
}

/** What a retention run answers, kept by the queue as the run's output. */
interface RetentionOutput {
  count: number;
}

/**
 * A retention sweep as a background job (docs/decisions/052): at start and then every period (a day
 * unless told), one run at a time across every instance (the queue keeps one run per period however many
 * instances offer it). The settings screen shows its last run and what it did.
 */
export function retentionJob(options: RetentionJob): BackgroundJob {
  return {
    name: options.name,
    purpose: options.purpose,
    everySeconds: options.everySeconds ?? 24 * 60 * 60,
    // A first run over a large backlog can be long; one taken for lost meanwhile only repeats batches (skip locked).
    expireInSeconds: 60 * 60,
    outcome: (output) => {
      const count = (output as Partial<RetentionOutput> | null)?.count;
      return typeof count === 'number' ? doneText(options.done, count) : null;
    },
    run: async (_data, { log }): Promise<RetentionOutput> => {
      const count = await options.sweep(new Date());
      if (count > 0) log.info({ count }, `retention: ${doneText(options.done, count)}`);
      return { count };
    },
  };
}
