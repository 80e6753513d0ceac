import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EPOS_SYNC_TEXTS, type TillSyncRun } from '../../shared/admin/epos-sync.schema';
import type { DB, Row } from '../db/schema';

// The till sync runs' lifecycle (docs/decisions/055, 086): queued ("sync now" sent its job), running,
// then succeeded or failed. A unique index keeps one run queued or running across instances.

/** A run still queued or running after this long was lost (no instance took it, or its instance died). */
const STALE_RUN_MS = 15 * 60_000;

export type TillSyncRunRow = Row<'till_sync_runs'>;

export function toTillSyncRun(row: TillSyncRunRow): TillSyncRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    queuedAt: row.queued_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    step: row.step,
    itemsToPush: row.items_to_push,
    itemsPushed: row.items_pushed,
    itemsPulled: row.items_pulled,
    itemsApplied: row.items_applied,
    errors: row.errors,
  };
}

export function readRun(db: Kysely<DB>, id: string): Promise<TillSyncRunRow | undefined> {
  return db.selectFrom('till_sync_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The run queued or running now, if any. */
export function activeRun(db: Kysely<DB>): Promise<TillSyncRunRow | undefined> {
  return db.selectFrom('till_sync_runs').selectAll().where('status', 'in', ['queued', 'running']).executeTakeFirst();
}

/** Ends, as failed, a run left queued or running for 15 minutes, so a new one may start. */
export async function failStaleRuns(db: Kysely<DB>): Promise<void> {
  const before = new Date(Date.now() - STALE_RUN_MS);
  const fail = (message: string) => ({ status: 'failed' as const, step: null, finished_at: new Date(), errors: JSON.stringify([message]) });
  await db.updateTable('till_sync_runs').set(fail(EPOS_SYNC_TEXTS.staleRunning)).where('status', '=', 'running').where('started_at', '<', before).execute();
  await db.updateTable('till_sync_runs').set(fail(EPOS_SYNC_TEXTS.staleQueued)).where('status', '=', 'queued').where('queued_at', '<', before).execute();
}

/**
 * A new run, queued ("sync now", its job sent in the same transaction) or running at once (the
 * scheduled reconciliation, already a job); undefined when a run is queued or running already.
 */
export async function insertRun(db: Kysely<DB>, trigger: 'manual' | 'scheduled', triggeredBy: string | null): Promise<TillSyncRunRow | undefined> {
  const now = new Date();
  const queued = trigger === 'manual';
  return db
    .insertInto('till_sync_runs')
    .values({ id: randomUUID(), trigger, triggered_by: triggeredBy, status: queued ? 'queued' : 'running', queued_at: now, started_at: queued ? null : now, errors: '[]' })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The instance that took a queued run's job starts it. A run already running is answered too: its
 * job is being run again after its instance died. A finished run (or none) answers undefined.
 */
export async function claimRun(db: Kysely<DB>, id: string): Promise<TillSyncRunRow | undefined> {
  const claimed = await db.updateTable('till_sync_runs').set({ status: 'running', started_at: new Date() }).where('id', '=', id).where('status', '=', 'queued').returningAll().executeTakeFirst();
  if (claimed) return claimed;
  const run = await readRun(db, id);
  return run?.status === 'running' ? run : undefined;
}

export interface RunProgress {
  step: 'push' | 'pull';
  itemsToPush?: number;
  itemsPushed: number;
  itemsPulled: number;
  itemsApplied: number;
}

/** What a running run has done so far, for the screen that follows it. */
export async function recordProgress(db: Kysely<DB>, id: string, progress: RunProgress): Promise<void> {
  await db
    .updateTable('till_sync_runs')
    .set({
      step: progress.step,
      ...(progress.itemsToPush === undefined ? {} : { items_to_push: progress.itemsToPush }),
      items_pushed: progress.itemsPushed,
      items_pulled: progress.itemsPulled,
      items_applied: progress.itemsApplied,
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Ends a running run: succeeded without errors, failed with them. A run already ended meanwhile (taken
 * for lost after 15 minutes) is answered as it was ended.
 */
export async function finishRun(db: Kysely<DB>, id: string, counts: Omit<RunProgress, 'step' | 'itemsToPush'>, errors: readonly string[]): Promise<TillSyncRun> {
  const finished = await db
    .updateTable('till_sync_runs')
    .set({
      status: errors.length > 0 ? 'failed' : 'succeeded',
      step: null,
      finished_at: new Date(),
      items_pushed: counts.itemsPushed,
      items_pulled: counts.itemsPulled,
      items_applied: counts.itemsApplied,
      errors: JSON.stringify(errors),
    })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .returningAll()
    .executeTakeFirst();
  const run = finished ?? (await readRun(db, id));
  if (!run) throw new Error(`Till sync run ${id} is gone`);
  return toTillSyncRun(run);
}
