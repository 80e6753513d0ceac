import { sql, type Kysely } from 'kysely';

// Retention (docs/decisions/085): an email's text and HTML can hold personal data, so they are removed
// once the `email_body_retention_days` setting is past; the log row stays (who, when, subject, status),
// marked with when its body went. The sweep finds what is left to remove through a partial index that
// holds only entries still keeping their body, so it never rereads the ones already emptied.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE email_logs
      ADD COLUMN body_removed_at timestamptz,
      ADD CONSTRAINT email_logs_removed_body_is_empty CHECK (body_removed_at IS NULL OR (body_text = '' AND body_html IS NULL));
    CREATE INDEX email_logs_body_kept_created ON email_logs (created_at) WHERE body_removed_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX email_logs_body_kept_created;
    ALTER TABLE email_logs DROP CONSTRAINT email_logs_removed_body_is_empty, DROP COLUMN body_removed_at;
  `.execute(db);
}
