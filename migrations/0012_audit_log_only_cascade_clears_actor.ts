import { sql, type Kysely } from 'kysely';

// Migration 0010 let any UPDATE that only cleared actor_user_id through, so that deleting a user
// (ON DELETE SET NULL) still works; a plain UPDATE could then erase who made a change. Only the
// foreign key's own action may do it now: it runs inside PostgreSQL's referential-integrity
// trigger, so this trigger fires one level deeper (pg_trigger_depth() > 1) than for a direct
// statement. docs/decisions/033.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1
         AND NEW.actor_user_id IS NULL AND OLD.actor_user_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM "user" WHERE id = OLD.actor_user_id)
         AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'audit_log rows are never changed or deleted' USING ERRCODE = 'restrict_violation';
    END;
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.actor_user_id IS NULL AND OLD.actor_user_id IS NOT NULL
         AND (to_jsonb(NEW) - 'actor_user_id') = (to_jsonb(OLD) - 'actor_user_id') THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'audit_log rows are never changed or deleted' USING ERRCODE = 'restrict_violation';
    END;
    $$;
  `.execute(db);
}
