import { sql, type Kysely } from 'kysely';

// Products and inventory in the back office (docs/decisions/037):
// - a size name is unique among a product's LIVE sizes, case-insensitively: a removed size is soft
//   deleted (catalogue rows are never hard-deleted), and its name must be free for a new size;
// - the products list searches names anywhere in them (ILIKE '%term%'): a trigram index answers that
//   without reading every product (pg_trgm: contrib in PostgreSQL, trusted since 13, loaded into PGlite
//   by server/db/pool.ts); it sorts by name and by last change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX products_name_trgm ON products USING gin (name gin_trgm_ops);
    ALTER TABLE product_variants DROP CONSTRAINT product_variants_product_id_variant_name_key;
    CREATE UNIQUE INDEX product_variants_live_name ON product_variants (product_id, lower(variant_name)) WHERE deleted_at IS NULL;
    CREATE INDEX products_name ON products (lower(name), id);
    CREATE INDEX products_updated_at ON products (updated_at DESC, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX products_name_trgm;
    DROP INDEX products_updated_at;
    DROP INDEX products_name;
    DROP INDEX product_variants_live_name;
    ALTER TABLE product_variants ADD CONSTRAINT product_variants_product_id_variant_name_key UNIQUE (product_id, variant_name);
  `.execute(db);
}
