import { sql, type Kysely } from 'kysely';

// Blog posts in the back office and do-not-sell requests honoured at once (docs/decisions/048):
// - blog_posts get the back-office record columns (soft delete, and the version a trigger raises on
//   every write), not replicated to devices; the author as a staff account; the HTML rendered from
//   the Markdown on save; an index for the public list (published, newest first).
//   A post is published when is_published and its published_at has come: a scheduled post is one
//   whose time is still ahead, so it publishes itself with no job.
// - do_not_sell_requests: one request per address (case-insensitive), with its country/state, its
//   source (the form, or the Global Privacy Control signal of a signed-in customer) and the account
//   it came from; the name is no longer asked.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE blog_posts
      ADD COLUMN body_html text NOT NULL DEFAULT '',
      ADD COLUMN author_user_id text REFERENCES "user" (id) ON DELETE SET NULL,
      ADD COLUMN deleted_at timestamptz,
      ADD COLUMN sync_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      ADD COLUMN sync_seq bigint NOT NULL DEFAULT nextval('sync_seq');
    CREATE TRIGGER blog_posts_touch_sync BEFORE INSERT OR UPDATE ON blog_posts
      FOR EACH ROW EXECUTE FUNCTION touch_sync_columns();
    CREATE INDEX blog_posts_published ON blog_posts (published_at DESC, id) WHERE is_published AND deleted_at IS NULL;
    CREATE INDEX blog_posts_author ON blog_posts (author_user_id) WHERE author_user_id IS NOT NULL;

    ALTER TABLE do_not_sell_requests
      ALTER COLUMN full_name DROP NOT NULL,
      ADD COLUMN country text CHECK (country IN ('US', 'UK')),
      ADD COLUMN source text NOT NULL DEFAULT 'form' CHECK (source IN ('form', 'gpc')),
      ADD COLUMN user_id text REFERENCES "user" (id) ON DELETE SET NULL;
    DELETE FROM do_not_sell_requests d
      WHERE EXISTS (
        SELECT 1 FROM do_not_sell_requests older
        WHERE lower(older.email) = lower(d.email) AND (older.created_at, older.id) < (d.created_at, d.id)
      );
    CREATE UNIQUE INDEX do_not_sell_requests_email ON do_not_sell_requests (lower(email));
    CREATE INDEX do_not_sell_requests_user ON do_not_sell_requests (user_id) WHERE user_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX do_not_sell_requests_user;
    DROP INDEX do_not_sell_requests_email;
    ALTER TABLE do_not_sell_requests DROP COLUMN user_id, DROP COLUMN source, DROP COLUMN country;
    UPDATE do_not_sell_requests SET full_name = '' WHERE full_name IS NULL;
    ALTER TABLE do_not_sell_requests ALTER COLUMN full_name SET NOT NULL;
    DROP INDEX blog_posts_author;
    DROP INDEX blog_posts_published;
    DROP TRIGGER blog_posts_touch_sync ON blog_posts;
    ALTER TABLE blog_posts DROP COLUMN sync_seq, DROP COLUMN sync_xid, DROP COLUMN deleted_at, DROP COLUMN author_user_id, DROP COLUMN body_html;
  `.execute(db);
}
