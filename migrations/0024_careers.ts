import { sql, type Kysely } from 'kysely';

// Careers (issue 14, docs/decisions/049-careers.md):
// - jobs get the back-office record columns (soft delete, a version the touch trigger raises), a
//   place (a store, or remote with the area it covers), the description's HTML rendered on save, and
//   when the job closed (the retention period of its applications runs from then). The free-text
//   location and the requirements list give way to the store and the Markdown description. Jobs are
//   read online, not replicated to devices: no change notification, no cursor index.
// - job_applications is made again: the placeholder table never held a row (no form wrote to it),
//   and its statuses, resume URL and missing consent were not the pipeline's. An application's
//   version is its sync_seq (pipeline moves are compare-and-set on it).
// - CVs live in a table of their own (bytea), never on disk under /media: nothing public serves them.
// - Staff notes on an application, and the two editable emails (rejected, hired).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE jobs
      ADD COLUMN store_id text REFERENCES stores (id),
      ADD COLUMN remote_area text,
      ADD COLUMN description_html text NOT NULL DEFAULT '',
      ADD COLUMN closed_at timestamptz,
      ADD COLUMN deleted_at timestamptz,
      ADD COLUMN sync_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      ADD COLUMN sync_seq bigint NOT NULL DEFAULT nextval('sync_seq');
    UPDATE jobs SET remote_area = location, closed_at = CASE WHEN is_active THEN NULL ELSE updated_at END;
    ALTER TABLE jobs
      DROP COLUMN location,
      DROP COLUMN requirements,
      ADD CONSTRAINT jobs_store_or_remote CHECK ((store_id IS NULL) <> (remote_area IS NULL)),
      ADD CONSTRAINT jobs_closed_when_inactive CHECK (is_active = (closed_at IS NULL));
    CREATE TRIGGER jobs_touch_sync BEFORE INSERT OR UPDATE ON jobs
      FOR EACH ROW EXECUTE FUNCTION touch_sync_columns();
    CREATE INDEX jobs_store ON jobs (store_id) WHERE store_id IS NOT NULL;
    CREATE INDEX jobs_closed_at ON jobs (closed_at) WHERE closed_at IS NOT NULL;

    DROP TABLE job_applications;
    CREATE TABLE job_applications (
      id text PRIMARY KEY,
      job_id text NOT NULL REFERENCES jobs (id),
      full_name text NOT NULL,
      email text NOT NULL,
      phone text NOT NULL,
      cover_letter text NOT NULL,
      consented_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'reviewing', 'interview', 'offer', 'hired', 'rejected')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      sync_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      sync_seq bigint NOT NULL DEFAULT nextval('sync_seq')
    );
    CREATE INDEX job_applications_job ON job_applications (job_id, created_at DESC);
    CREATE TRIGGER job_applications_touch_sync BEFORE INSERT OR UPDATE ON job_applications
      FOR EACH ROW EXECUTE FUNCTION touch_sync_columns();

    CREATE TABLE job_application_cvs (
      application_id text PRIMARY KEY REFERENCES job_applications (id) ON DELETE CASCADE,
      file_name text NOT NULL,
      media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
      size_bytes integer NOT NULL CHECK (size_bytes > 0),
      bytes bytea NOT NULL
    );

    CREATE TABLE job_application_notes (
      id text PRIMARY KEY,
      application_id text NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
      author_user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      author_label text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX job_application_notes_application ON job_application_notes (application_id, created_at);

    CREATE TABLE job_email_templates (
      kind text PRIMARY KEY CHECK (kind IN ('rejected', 'hired')),
      subject text NOT NULL,
      body text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      sync_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      sync_seq bigint NOT NULL DEFAULT nextval('sync_seq')
    );
    CREATE TRIGGER job_email_templates_touch_sync BEFORE INSERT OR UPDATE ON job_email_templates
      FOR EACH ROW EXECUTE FUNCTION touch_sync_columns();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE job_email_templates;
    DROP TABLE job_application_notes;
    DROP TABLE job_application_cvs;
    DROP TABLE job_applications;
    CREATE TABLE job_applications (
      id text PRIMARY KEY,
      job_id text NOT NULL REFERENCES jobs (id),
      full_name text NOT NULL,
      email text NOT NULL,
      phone text,
      cover_letter text NOT NULL DEFAULT '',
      resume_url text,
      status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'reviewing', 'interview', 'offered', 'rejected', 'withdrawn')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX job_applications_job ON job_applications (job_id, created_at DESC);

    DROP INDEX jobs_closed_at;
    DROP INDEX jobs_store;
    DROP TRIGGER jobs_touch_sync ON jobs;
    ALTER TABLE jobs
      DROP CONSTRAINT jobs_closed_when_inactive,
      DROP CONSTRAINT jobs_store_or_remote,
      ADD COLUMN location text,
      ADD COLUMN requirements text[] NOT NULL DEFAULT '{}';
    UPDATE jobs SET location = coalesce(remote_area, (SELECT city FROM stores WHERE stores.id = jobs.store_id), '');
    ALTER TABLE jobs
      ALTER COLUMN location SET NOT NULL,
      DROP COLUMN sync_seq,
      DROP COLUMN sync_xid,
      DROP COLUMN deleted_at,
      DROP COLUMN closed_at,
      DROP COLUMN description_html,
      DROP COLUMN remote_area,
      DROP COLUMN store_id;
  `.execute(db);
}
