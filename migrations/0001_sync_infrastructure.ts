import { sql, type Kysely } from 'kysely';

// Every replicated table carries (sync_xid, sync_seq): the writing transaction's id and a
// sequence number. Pulls only serve rows whose transaction is older than every transaction
// still running (pg_snapshot_xmin), so a late commit can never land behind a checkpoint.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE SEQUENCE sync_seq AS bigint;

    CREATE FUNCTION touch_sync_columns() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.sync_xid := pg_current_xact_id();
      NEW.sync_seq := nextval('sync_seq');
      IF TG_OP = 'UPDATE' THEN
        NEW.updated_at := now();
      END IF;
      RETURN NEW;
    END;
    $$;

    -- One notification per statement and table; delivered at commit, de-duplicated per transaction.
    CREATE FUNCTION notify_sync_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('sync_changes', TG_TABLE_NAME);
      RETURN NULL;
    END;
    $$;

    CREATE FUNCTION forbid_hard_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'rows of % are soft-deleted: set deleted_at instead', TG_TABLE_NAME
        USING ERRCODE = 'restrict_violation';
    END;
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION forbid_hard_delete();
    DROP FUNCTION notify_sync_change();
    DROP FUNCTION touch_sync_columns();
    DROP SEQUENCE sync_seq;
  `.execute(db);
}
