import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blog_posts (
      id text PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      title text NOT NULL,
      excerpt text NOT NULL DEFAULT '',
      body text NOT NULL,
      cover_image_url text,
      author_name text NOT NULL,
      is_published boolean NOT NULL DEFAULT false,
      published_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (NOT is_published OR published_at IS NOT NULL)
    );

    CREATE TABLE jobs (
      id text PRIMARY KEY,
      title text NOT NULL,
      department text NOT NULL,
      location text NOT NULL,
      employment_type text NOT NULL CHECK (employment_type IN ('full_time', 'part_time', 'contract', 'seasonal')),
      description text NOT NULL,
      requirements text[] NOT NULL DEFAULT '{}',
      is_active boolean NOT NULL DEFAULT true,
      posted_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

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

    CREATE TABLE support_articles (
      id text PRIMARY KEY,
      question text NOT NULL,
      answer text NOT NULL,
      keywords text[] NOT NULL DEFAULT '{}',
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE support_conversations (
      id text PRIMARY KEY,
      user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      guest_id text,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'needs_staff', 'closed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (user_id IS NOT NULL OR guest_id IS NOT NULL)
    );

    CREATE TABLE support_messages (
      id text PRIMARY KEY,
      conversation_id text NOT NULL REFERENCES support_conversations (id) ON DELETE CASCADE,
      author text NOT NULL CHECK (author IN ('customer', 'assistant', 'staff')),
      staff_user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      body text NOT NULL CHECK (length(body) > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_messages_conversation ON support_messages (conversation_id, created_at);

    CREATE TABLE contact_messages (
      id text PRIMARY KEY,
      full_name text NOT NULL,
      email text NOT NULL,
      subject text NOT NULL,
      message text NOT NULL,
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE do_not_sell_requests (
      id text PRIMARY KEY,
      full_name text NOT NULL,
      email text NOT NULL,
      state text,
      status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'completed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    );

    CREATE TABLE settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      updated_by text REFERENCES "user" (id) ON DELETE SET NULL
    );

    CREATE TABLE audit_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      actor_user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      action text NOT NULL,
      entity_type text NOT NULL,
      entity_id text,
      before jsonb,
      after jsonb,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id, id);

    CREATE TABLE till_sync_runs (
      id text PRIMARY KEY,
      status text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed')),
      triggered_by text REFERENCES "user" (id) ON DELETE SET NULL,
      items_updated integer NOT NULL DEFAULT 0 CHECK (items_updated >= 0),
      error text,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      CHECK ((status = 'running') = (finished_at IS NULL))
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE till_sync_runs, audit_log, settings, do_not_sell_requests, contact_messages,
      support_messages, support_conversations, support_articles, job_applications, jobs, blog_posts;
  `.execute(db);
}
