import { sql, type Kysely } from 'kysely';

// The audit log names the back-office screen of each change and keeps the actor's name and email as
// they were (a deleted user's history stays readable). Rows are append-only: a trigger refuses any
// update or delete, except the foreign key clearing actor_user_id when that user is deleted.
// docs/decisions/033.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE audit_log
      ADD COLUMN screen text NOT NULL DEFAULT 'system',
      ADD COLUMN actor_label text;
    ALTER TABLE audit_log ALTER COLUMN screen DROP DEFAULT;
    CREATE INDEX audit_log_created_at ON audit_log (created_at DESC, id DESC);
    CREATE INDEX audit_log_screen ON audit_log (screen, id DESC);
    CREATE INDEX audit_log_actor ON audit_log (actor_user_id, id DESC);

    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.actor_user_id IS NULL AND OLD.actor_user_id IS NOT NULL
         AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'audit_log rows are never changed or deleted' USING ERRCODE = 'restrict_violation';
    END;
    $$;
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER audit_log_append_only ON audit_log;
    DROP FUNCTION audit_log_append_only();
    DROP INDEX audit_log_actor;
    DROP INDEX audit_log_screen;
    DROP INDEX audit_log_created_at;
    ALTER TABLE audit_log DROP COLUMN actor_label, DROP COLUMN screen;
  `.execute(db);
}
