import { sql, type Kysely } from 'kysely';

// The orders list at 100,000 orders (issue 12, docs/decisions/043 "The list at scale"): every sort of
// the list is served by an index, and its capped count by index-only scans.
// - total: the "Total" sort (high or low first), with or without filters;
// - (status, id): the "Status" sort (its id tiebreak), and a status filter's count as an index-only
//   scan whose ids merge-join the payment filter's;
// - payments (order_id, status) in place of (order_id): the payment filter's EXISTS reads the index
//   alone; every lookup by order_id uses its first column as before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX orders_total ON orders (total);
    CREATE INDEX orders_status_id ON orders (status, id);
    CREATE INDEX payments_order_status ON payments (order_id, status);
    DROP INDEX payments_order;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX payments_order ON payments (order_id);
    DROP INDEX payments_order_status;
    DROP INDEX orders_status_id;
    DROP INDEX orders_total;
  `.execute(db);
}
