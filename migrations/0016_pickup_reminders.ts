import { sql, type Kysely } from 'kysely';

// The hold-period reminder of a pickup order (issue 13, docs/decisions/040): one row per order,
// written by the sweep BEFORE it sends (the primary key is the claim), so however many instances
// or sweeps run, a shopper is reminded once. A row of its own, not a column of orders, so the
// reminder never changes the order's version under a member of staff editing it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pickup_reminders (
      order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
      sent_at timestamptz NOT NULL DEFAULT now(),
      email_log_id text
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pickup_reminders;`.execute(db);
}
