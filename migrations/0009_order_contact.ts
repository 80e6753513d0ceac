import { sql, type Kysely } from 'kysely';

// A pickup order has no address: the store needs the collector's name and a phone number to
// reach them (with the order's email). docs/decisions/022.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN contact_name text, ADD COLUMN contact_phone text;`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN contact_name, DROP COLUMN contact_phone;`.execute(db);
}
