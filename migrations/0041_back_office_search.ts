import { sql, type Kysely } from 'kysely';

// The back office's one search (issue 25, docs/decisions/098) finds text anywhere in an order's
// number, email and name, and in an account's name and email (ILIKE '%term%'): trigram indexes answer
// that at 100,000 orders and 50,000 accounts without reading every row; accounts are listed by name (an index in that order, so a term
// that matches thousands stops at the first few). Each index is on the same
// expression the search's query writes (server/admin/search/search.repo.ts), so PostgreSQL uses it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX orders_search_trgm ON orders USING gin (
      (order_number || ' ' || coalesce(email, '') || ' ' || coalesce(shipping_address->>'full_name', '') || ' ' || coalesce(contact_name, '')) gin_trgm_ops
    );
    CREATE INDEX user_search_trgm ON "user" USING gin ((name || ' ' || email) gin_trgm_ops);
    CREATE INDEX user_name_lower ON "user" (lower(name), id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX user_name_lower;
    DROP INDEX user_search_trgm;
    DROP INDEX orders_search_trgm;
  `.execute(db);
}
