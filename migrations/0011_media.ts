import { sql, type Kysely } from 'kysely';

// Uploaded images (docs/decisions/035): one row per upload, and its WebP renditions (one per
// standard width no wider than the original) as bytea, so every instance on the database serves
// them and nothing outside PostgreSQL needs setting up. Nothing is replicated to devices: records
// hold the image's path and browsers fetch and cache the files themselves.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE media (
      id uuid PRIMARY KEY,
      original_format text NOT NULL CHECK (original_format IN ('png', 'jpeg', 'webp')),
      original_bytes integer NOT NULL CHECK (original_bytes > 0),
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      uploaded_by text REFERENCES "user" (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE media_renditions (
      media_id uuid NOT NULL REFERENCES media (id) ON DELETE CASCADE,
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      content_type text NOT NULL,
      etag text NOT NULL,
      bytes bytea NOT NULL,
      PRIMARY KEY (media_id, width)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE media_renditions, media`.execute(db);
}
