import { sql, type Kysely } from 'kysely';

// The email logs screen (issue 15, docs/decisions/053): a failed message sent again from the logs is a
// new entry pointing at the one it came from (`resend_of`); the failed one is claimed once
// (`resent_at`), so two staff pressing "Send again" together send it once. Filters by template and
// status, and the order's messages, are served by indexes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE email_logs
      ADD COLUMN resend_of text REFERENCES email_logs (id) ON DELETE SET NULL,
      ADD COLUMN resent_at timestamptz;
    CREATE UNIQUE INDEX email_logs_resend_of ON email_logs (resend_of) WHERE resend_of IS NOT NULL;
    CREATE INDEX email_logs_template_created ON email_logs (template, created_at DESC);
    CREATE INDEX email_logs_status_created ON email_logs (status, created_at DESC);
    CREATE INDEX email_logs_related_order ON email_logs (related_order_id) WHERE related_order_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX email_logs_related_order;
    DROP INDEX email_logs_status_created;
    DROP INDEX email_logs_template_created;
    DROP INDEX email_logs_resend_of;
    ALTER TABLE email_logs DROP COLUMN resent_at, DROP COLUMN resend_of;
  `.execute(db);
}
