import { sql, type Kysely } from 'kysely';

// Email that bounces, and email that is deferred (docs/decisions/083).
// - A hard bounce belongs to the address, not to a newsletter subscription: `email_bounces` holds one
//   row per lower-cased address that a mail server refused (5xx at RCPT TO or DATA), read by campaigns
//   and transactional mail alike. The bounces recorded on newsletter_subscribers (migration 0028;
//   nothing set them but tests and hand edits) move there, and that column goes.
// - email_logs says why a message was not sent: the kind of failure, the server's reply, the attempts
//   made, when the next one is due while it waits (`retrying`), and, for a message skipped (`skipped`)
//   or attempted once despite a bounce, when the address had bounced.
// - `email_retries` keeps a deferred message as it was (headers and attachments included) until its
//   last attempt; a campaign's are retried by the campaign's own batches (its send rate).
// - A campaign's recipient can now be `retrying` or `skipped` (the address bounced).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE email_bounces (
      address text PRIMARY KEY CHECK (address = lower(address)),
      bounced_at timestamptz NOT NULL,
      smtp_reply text,
      email_log_id text REFERENCES email_logs (id) ON DELETE SET NULL
    );
    INSERT INTO email_bounces (address, bounced_at)
      SELECT lower(email), max(bounced_at) FROM newsletter_subscribers WHERE bounced_at IS NOT NULL GROUP BY lower(email);
    ALTER TABLE newsletter_subscribers DROP COLUMN bounced_at;

    ALTER TABLE email_logs
      DROP CONSTRAINT email_logs_status_check,
      ADD CONSTRAINT email_logs_status_check CHECK (status IN ('sent', 'failed', 'logged', 'retrying', 'skipped')),
      ADD COLUMN failure text CHECK (failure IN ('bounce', 'soft', 'error')),
      ADD COLUMN smtp_reply text,
      ADD COLUMN attempts integer NOT NULL DEFAULT 1 CHECK (attempts >= 0),
      ADD COLUMN next_attempt_at timestamptz,
      ADD COLUMN address_bounced_at timestamptz,
      ADD CONSTRAINT email_logs_retrying_is_due CHECK ((status = 'retrying') = (next_attempt_at IS NOT NULL));

    CREATE TABLE email_retries (
      email_log_id text PRIMARY KEY REFERENCES email_logs (id) ON DELETE CASCADE,
      campaign_id text REFERENCES email_campaigns (id) ON DELETE CASCADE,
      message jsonb NOT NULL,
      give_up_at timestamptz,
      claimed_at timestamptz
    );
    CREATE INDEX email_retries_campaign ON email_retries (campaign_id);

    ALTER TABLE email_campaign_recipients
      DROP CONSTRAINT email_campaign_recipients_status_check,
      ADD CONSTRAINT email_campaign_recipients_status_check CHECK (status IN ('claimed', 'sent', 'logged', 'failed', 'retrying', 'skipped'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE email_campaign_recipients SET status = 'failed' WHERE status IN ('retrying', 'skipped');
    ALTER TABLE email_campaign_recipients
      DROP CONSTRAINT email_campaign_recipients_status_check,
      ADD CONSTRAINT email_campaign_recipients_status_check CHECK (status IN ('claimed', 'sent', 'logged', 'failed'));
    DROP TABLE email_retries;
    UPDATE email_logs SET status = 'failed', next_attempt_at = NULL WHERE status IN ('retrying', 'skipped');
    ALTER TABLE email_logs
      DROP CONSTRAINT email_logs_retrying_is_due,
      DROP COLUMN address_bounced_at,
      DROP COLUMN next_attempt_at,
      DROP COLUMN attempts,
      DROP COLUMN smtp_reply,
      DROP COLUMN failure,
      DROP CONSTRAINT email_logs_status_check,
      ADD CONSTRAINT email_logs_status_check CHECK (status IN ('sent', 'failed', 'logged'));
    ALTER TABLE newsletter_subscribers ADD COLUMN bounced_at timestamptz;
    UPDATE newsletter_subscribers s SET bounced_at = b.bounced_at FROM email_bounces b WHERE b.address = lower(s.email);
    DROP TABLE email_bounces;
  `.execute(db);
}
