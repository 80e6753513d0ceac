import { sql, type Kysely } from 'kysely';

// The support assistant's knowledge base (issue 14, docs/decisions/050):
// - support_articles becomes a back-office record: title, slug, topic, a Markdown body stored with
//   its sanitised HTML and its plain text, keywords staff edit (shoppers' own words), published or
//   draft, display order, soft delete and a version (the sync_seq a trigger raises on every write,
//   as for discounts; the table is not replicated to devices: no change notification).
// - `search`: the full-text document, title and keywords weighted A, body D, kept by a trigger
//   (array_to_string is not immutable, so it cannot be a generated column), under a GIN index.
// - support_unanswered_questions: the questions the assistant could not answer, one row per
//   normalised question with how often and when it was last asked, for staff to write articles.
// The rows of the old shape (question, answer, keywords) are carried over as published articles.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE support_articles RENAME COLUMN question TO title;
    ALTER TABLE support_articles RENAME COLUMN answer TO body_markdown;
    ALTER TABLE support_articles RENAME COLUMN is_active TO is_published;
    ALTER TABLE support_articles
      ADD COLUMN slug text,
      ADD COLUMN topic text NOT NULL DEFAULT 'orders-delivery',
      ADD COLUMN body_html text NOT NULL DEFAULT '',
      ADD COLUMN body_text text NOT NULL DEFAULT '',
      ADD COLUMN display_order integer NOT NULL DEFAULT 0,
      ADD COLUMN search tsvector,
      ADD COLUMN deleted_at timestamptz,
      ADD COLUMN sync_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
      ADD COLUMN sync_seq bigint NOT NULL DEFAULT nextval('sync_seq');

    -- The old answers were plain text: one paragraph each.
    UPDATE support_articles SET
      body_text = body_markdown,
      body_html = '<p>' || replace(replace(replace(body_markdown, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>';
    WITH numbered AS (
      SELECT id, coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g')), ''), 'article') AS base,
             row_number() OVER (ORDER BY created_at, id) AS position
        FROM support_articles
    ), deduplicated AS (
      SELECT id, base, position, row_number() OVER (PARTITION BY base ORDER BY position) AS repeat FROM numbered
    )
    UPDATE support_articles SET
      slug = left(deduplicated.base, 90) || CASE WHEN deduplicated.repeat > 1 THEN '-' || deduplicated.repeat ELSE '' END,
      display_order = deduplicated.position
    FROM deduplicated WHERE deduplicated.id = support_articles.id;

    ALTER TABLE support_articles
      ALTER COLUMN slug SET NOT NULL,
      ALTER COLUMN topic DROP DEFAULT,
      ALTER COLUMN body_html DROP DEFAULT,
      ALTER COLUMN body_text DROP DEFAULT,
      ADD CONSTRAINT support_articles_slug_format CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 100);
    CREATE UNIQUE INDEX support_articles_slug ON support_articles (slug) WHERE deleted_at IS NULL;

    CREATE FUNCTION support_articles_search() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search :=
        setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
        setweight(to_tsvector('english', array_to_string(NEW.keywords, ' ')), 'A') ||
        setweight(to_tsvector('english', coalesce(NEW.body_text, '')), 'D');
      RETURN NEW;
    END $$;
    CREATE TRIGGER support_articles_search BEFORE INSERT OR UPDATE ON support_articles
      FOR EACH ROW EXECUTE FUNCTION support_articles_search();
    CREATE TRIGGER support_articles_touch_sync BEFORE INSERT OR UPDATE ON support_articles
      FOR EACH ROW EXECUTE FUNCTION touch_sync_columns();
    UPDATE support_articles SET title = title;
    ALTER TABLE support_articles ALTER COLUMN search SET NOT NULL;
    CREATE INDEX support_articles_search_index ON support_articles USING gin (search);

    CREATE TABLE support_unanswered_questions (
      id text PRIMARY KEY,
      normalized text NOT NULL UNIQUE,
      question text NOT NULL,
      times_asked integer NOT NULL DEFAULT 1 CHECK (times_asked > 0),
      first_asked_at timestamptz NOT NULL DEFAULT now(),
      last_asked_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX support_unanswered_questions_last_asked ON support_unanswered_questions (last_asked_at DESC, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE support_unanswered_questions;
    DROP INDEX support_articles_search_index;
    DROP TRIGGER support_articles_touch_sync ON support_articles;
    DROP TRIGGER support_articles_search ON support_articles;
    DROP FUNCTION support_articles_search();
    DROP INDEX support_articles_slug;
    ALTER TABLE support_articles
      DROP CONSTRAINT support_articles_slug_format,
      DROP COLUMN sync_seq, DROP COLUMN sync_xid, DROP COLUMN deleted_at, DROP COLUMN search,
      DROP COLUMN display_order, DROP COLUMN body_text, DROP COLUMN body_html, DROP COLUMN topic, DROP COLUMN slug;
    ALTER TABLE support_articles RENAME COLUMN is_published TO is_active;
    ALTER TABLE support_articles RENAME COLUMN body_markdown TO answer;
    ALTER TABLE support_articles RENAME COLUMN title TO question;
  `.execute(db);
}
