import { sql, type Kysely } from 'kysely';

// Saved views of the back office's lists (issue 25, docs/decisions/101): one row per view, owned by a
// user, for one list (the screen's key). `query` is the list's URL search (filters, sort, page size;
// never the page), `hidden_columns` the columns the view hides. A shared view is seen by everyone who
// can read the screen. Names are unique per owner and list, case-insensitively. `version` goes up by
// one on every change, so a stale rename or share is a 409, never a silent overwrite.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_views (
      id text PRIMARY KEY,
      user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      list_key text NOT NULL,
      name text NOT NULL,
      query jsonb NOT NULL DEFAULT '{}'::jsonb,
      hidden_columns jsonb NOT NULL DEFAULT '[]'::jsonb,
      shared boolean NOT NULL DEFAULT false,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX saved_views_owner_list_name ON saved_views (user_id, list_key, lower(name));
    CREATE INDEX saved_views_shared ON saved_views (list_key) WHERE shared;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE saved_views`.execute(db);
}
