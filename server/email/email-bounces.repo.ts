import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

// Hard bounces, one row per lower-cased address (migration 0035, docs/decisions/083): set when a mail
// server refuses the address for good, read by campaigns (which skip it) and by every other message
// (attempted once, not retried); cleared when a later message to it is delivered.

type Db = Kysely<DB> | Transaction<DB>;

/** The address as email_bounces keys it. */
export const bounceKeyOf = (address: string): string => address.trim().toLowerCase();

/** When each of these addresses bounced, for those that have (keyed by the lower-cased address). */
export async function bouncesOf(db: Db, addresses: readonly string[]): Promise<Map<string, Date>> {
  const keys = [...new Set(addresses.map(bounceKeyOf))];
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('email_bounces').select(['address', 'bounced_at']).where('address', 'in', keys).execute();
  return new Map(rows.map((row) => [row.address, new Date(row.bounced_at)]));
}

/** A hard bounce: the address is marked bounced at `at` (a later one moves the date on). */
export async function recordBounce(db: Db, bounce: { address: string; at: Date; smtpReply: string | null; emailLogId: string | null }): Promise<void> {
  await db
    .insertInto('email_bounces')
    .values({ address: bounceKeyOf(bounce.address), bounced_at: bounce.at, smtp_reply: bounce.smtpReply, email_log_id: bounce.emailLogId })
    .onConflict((oc) =>
      oc.column('address').doUpdateSet((eb) => ({ bounced_at: eb.ref('excluded.bounced_at'), smtp_reply: eb.ref('excluded.smtp_reply'), email_log_id: eb.ref('excluded.email_log_id') })),
    )
    .execute();
}

/** A delivery that started at `deliveredFrom` went through: a bounce recorded before it no longer holds. */
export async function clearBounce(db: Db, address: string, deliveredFrom: Date): Promise<void> {
  await db.deleteFrom('email_bounces').where('address', '=', bounceKeyOf(address)).where('bounced_at', '<', deliveredFrom).execute();
}

/** SQL: when the address in `email` bounced, or null (for queries over other tables' addresses). */
export function bouncedAtOf(email: RawBuilder<unknown> | ReturnType<typeof sql.ref>): RawBuilder<Date | null> {
  return sql<Date | null>`(select b.bounced_at from email_bounces b where b.address = lower(${email}))`;
}
