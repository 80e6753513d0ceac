import { sql, type Kysely } from 'kysely';

// The back office's one search (issue 25, docs/decisions/098) finds text anywhere in an order's
// number, email and name, and in an account's name and email (ILIKE '%term%'): trigram indexes answer
// that at 100,000 orders and 50,000 accounts without reading every row. Accounts are listed newest first, from an index in that order: a term
// that matches thousands stops at the first few (by name it did not: names that sort late, such as
// every "Theo", meant walking most of the name index first, 140 ms at 50,000 accounts). Each index is on the same
// expression the search's query writes (server/admin/search/search.repo.ts), so PostgreSQL uses it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX orders_search_trgm ON orders USING gin (
      (order_number || ' ' || coalesce(email, '') || ' ' || coalesce(shipping_address->>'full_name', '') || ' ' || coalesce(contact_name, '')) gin_trgm_ops
    );
    CREATE INDEX user_search_trgm ON "user" USING gin ((name || ' ' || email) gin_trgm_ops);
    CREATE INDEX user_created_at ON "user" ("createdAt" DESC, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX user_created_at;
    DROP INDEX user_search_trgm;
    DROP INDEX orders_search_trgm;
  `.execute(db);
}
