import { sql, type Kysely } from 'kysely';

// "Sync now" runs on the job queue (docs/decisions/086): a run is first `queued` (asked for, its job
// waiting), then `running` on whichever instance took the job, then `succeeded` or `failed`.
// - `queued_at`: when the run was asked for (a scheduled run: when it started); every run has one, and
//   the history sorts by it. `started_at` is empty while the run waits, and stays empty on a run that
//   failed without starting (no instance took it).
// - One run queued or running across instances (the unique index 0029 had on the running run): a second
//   "Sync now" finds it and joins it.
// - What a running run has done so far: its step (`push`, then `pull`), the variations it has to push,
//   and its counts, written as it goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE till_sync_runs
      ADD COLUMN queued_at timestamptz,
      ADD COLUMN step text CHECK (step IN ('push', 'pull')),
      ADD COLUMN items_to_push integer CHECK (items_to_push >= 0);
    UPDATE till_sync_runs SET queued_at = started_at;
    ALTER TABLE till_sync_runs
      ALTER COLUMN queued_at SET NOT NULL,
      ALTER COLUMN queued_at SET DEFAULT now(),
      ALTER COLUMN started_at DROP NOT NULL,
      ALTER COLUMN started_at DROP DEFAULT,
      DROP CONSTRAINT till_sync_runs_status_check,
      DROP CONSTRAINT till_sync_runs_check,
      ADD CONSTRAINT till_sync_runs_status_check CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
      ADD CONSTRAINT till_sync_runs_started_check CHECK (CASE status WHEN 'queued' THEN started_at IS NULL WHEN 'failed' THEN true ELSE started_at IS NOT NULL END),
      ADD CONSTRAINT till_sync_runs_finished_check CHECK ((status IN ('queued', 'running')) = (finished_at IS NULL));
    DROP INDEX till_sync_runs_one_running;
    CREATE UNIQUE INDEX till_sync_runs_one_active ON till_sync_runs ((true)) WHERE status IN ('queued', 'running');
    CREATE INDEX till_sync_runs_queued ON till_sync_runs (queued_at DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX till_sync_runs_queued;
    DROP INDEX till_sync_runs_one_active;
    UPDATE till_sync_runs SET status = 'failed', finished_at = now(), errors = errors || '["The run was never started (migration 0038 undone)"]'::jsonb
      WHERE status = 'queued';
    UPDATE till_sync_runs SET started_at = queued_at WHERE started_at IS NULL;
    ALTER TABLE till_sync_runs
      DROP CONSTRAINT till_sync_runs_finished_check,
      DROP CONSTRAINT till_sync_runs_started_check,
      DROP CONSTRAINT till_sync_runs_status_check,
      ADD CONSTRAINT till_sync_runs_status_check CHECK (status IN ('running', 'succeeded', 'failed')),
      ADD CONSTRAINT till_sync_runs_check CHECK ((status = 'running') = (finished_at IS NULL)),
      ALTER COLUMN started_at SET DEFAULT now(),
      ALTER COLUMN started_at SET NOT NULL,
      DROP COLUMN items_to_push,
      DROP COLUMN step,
      DROP COLUMN queued_at;
    CREATE UNIQUE INDEX till_sync_runs_one_running ON till_sync_runs ((true)) WHERE status = 'running';
  `.execute(db);
}
