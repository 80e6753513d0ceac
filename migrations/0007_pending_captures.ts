import { sql, type Kysely } from 'kysely';

// A PayPal capture can come back PENDING (PayPal is reviewing the funds): the money is on its way,
// so the order keeps its stock and waits for staff (docs/decisions/018-pending-capture.md). Its
// payment is `pending` until someone settles it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments DROP CONSTRAINT payments_status_check;
    ALTER TABLE payments ADD CONSTRAINT payments_status_check
      CHECK (status IN ('created', 'approved', 'capturing', 'captured', 'pending', 'declined', 'failed', 'refunded'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE payments DROP CONSTRAINT payments_status_check;
    ALTER TABLE payments ADD CONSTRAINT payments_status_check
      CHECK (status IN ('created', 'approved', 'capturing', 'captured', 'declined', 'failed', 'refunded'));
  `.execute(db);
}
