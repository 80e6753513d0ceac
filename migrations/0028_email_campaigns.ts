import { sql, type Kysely } from 'kysely';

// Email marketing campaigns (issue 15, docs/decisions/054).
// - A subscriber's consent is a real state: `unsubscribed_at` (final for later sends) and `bounced_at`
//   (a hard bounce suppresses the address), beside do-not-sell requests; `country` where known.
// - A campaign is a draft until it is sent now or scheduled; the job queue sends it in batches.
// - Each recipient is a row claimed before the message goes out, unique per (campaign, address): a
//   restarted or repeated run can never send one address the same campaign twice.
// - A campaign's messages carry its id in the email log (the logs' campaign filter).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE newsletter_subscribers
      ADD COLUMN country text CHECK (country IN ('US', 'UK')),
      ADD COLUMN unsubscribed_at timestamptz,
      ADD COLUMN bounced_at timestamptz;
    CREATE TABLE email_campaigns (
      id text PRIMARY KEY,
      subject text NOT NULL,
      preheader text NOT NULL DEFAULT '',
      body_markdown text NOT NULL,
      audience_country text CHECK (audience_country IN ('US', 'UK')),
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sending', 'paused', 'sent')),
      scheduled_at timestamptz,
      started_at timestamptz,
      finished_at timestamptz,
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_campaigns_due ON email_campaigns (status, scheduled_at) WHERE status IN ('scheduled', 'sending');
    CREATE TABLE email_campaign_recipients (
      campaign_id text NOT NULL REFERENCES email_campaigns (id) ON DELETE CASCADE,
      email text NOT NULL,
      status text NOT NULL DEFAULT 'claimed' CHECK (status IN ('claimed', 'sent', 'logged', 'failed')),
      error text,
      email_log_id text,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      done_at timestamptz,
      PRIMARY KEY (campaign_id, email)
    );
    ALTER TABLE email_logs ADD COLUMN campaign_id text REFERENCES email_campaigns (id) ON DELETE SET NULL;
    CREATE INDEX email_logs_campaign_created ON email_logs (campaign_id, created_at DESC) WHERE campaign_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX email_logs_campaign_created;
    ALTER TABLE email_logs DROP COLUMN campaign_id;
    DROP TABLE email_campaign_recipients;
    DROP TABLE email_campaigns;
    ALTER TABLE newsletter_subscribers DROP COLUMN bounced_at, DROP COLUMN unsubscribed_at, DROP COLUMN country;
  `.execute(db);
}
