import { sql, type Kysely } from 'kysely';

// The till (EPOS) sync (issue 15, docs/decisions/055). The connection (one row, written by admins);
// each sync run with its counts and errors (0006's till_sync_runs, extended); every inventory change the till reported, once per change
// id (so a duplicated webhook or a change pulled again is applied once, and a count can be re-based on
// the adjustments after it); the webhook events seen (deduplicated by event id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE till_connection (
      id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      enabled boolean NOT NULL DEFAULT false,
      api_base_url text NOT NULL,
      access_token text NOT NULL,
      webhook_signature_key text NOT NULL,
      pulled_until timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- The runs table of 0006 gains what the screen's history shows: how it started, what it pushed,
    -- pulled and applied, and every error (the one "error" column becomes a list).
    ALTER TABLE till_sync_runs
      ADD COLUMN trigger text NOT NULL DEFAULT 'manual' CHECK (trigger IN ('manual', 'scheduled')),
      ADD COLUMN items_pushed integer NOT NULL DEFAULT 0 CHECK (items_pushed >= 0),
      ADD COLUMN items_pulled integer NOT NULL DEFAULT 0 CHECK (items_pulled >= 0),
      ADD COLUMN errors jsonb NOT NULL DEFAULT '[]',
      DROP COLUMN error;
    ALTER TABLE till_sync_runs RENAME COLUMN items_updated TO items_applied;
    CREATE UNIQUE INDEX till_sync_runs_one_running ON till_sync_runs ((true)) WHERE status = 'running';
    CREATE INDEX till_sync_runs_started ON till_sync_runs (started_at DESC);
    CREATE TABLE till_inventory_changes (
      id text PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('PHYSICAL_COUNT', 'ADJUSTMENT')),
      location_id text NOT NULL,
      catalog_object_id text NOT NULL,
      quantity integer NOT NULL,
      occurred_at timestamptz NOT NULL,
      received_via text NOT NULL CHECK (received_via IN ('webhook', 'pull')),
      received_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX till_inventory_changes_item ON till_inventory_changes (location_id, catalog_object_id, type, occurred_at DESC);
    CREATE TABLE till_webhook_events (
      event_id text PRIMARY KEY,
      received_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE till_webhook_events, till_inventory_changes, till_connection;
    DROP INDEX till_sync_runs_started;
    DROP INDEX till_sync_runs_one_running;
    ALTER TABLE till_sync_runs RENAME COLUMN items_applied TO items_updated;
    ALTER TABLE till_sync_runs ADD COLUMN error text, DROP COLUMN errors, DROP COLUMN items_pulled, DROP COLUMN items_pushed, DROP COLUMN trigger;
  `.execute(db);
}
