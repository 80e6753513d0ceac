import { sql, type Kysely } from 'kysely';

// The approvals queue (docs/decisions/044): the rules that held an order when it was paid (total at
// the threshold, a line above the limit, a pending capture), as the capture found them with the
// settings of that moment, so the queue says why even after the settings change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders ADD COLUMN approval_reasons jsonb NOT NULL DEFAULT '[]'::jsonb;
    CREATE INDEX orders_awaiting_approval ON orders (created_at) WHERE status = 'awaiting_approval';
    CREATE INDEX payments_pending ON payments (updated_at) WHERE status = 'pending';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX payments_pending;
    DROP INDEX orders_awaiting_approval;
    ALTER TABLE orders DROP COLUMN approval_reasons;
  `.execute(db);
}
