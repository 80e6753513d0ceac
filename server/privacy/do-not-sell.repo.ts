import { sql, type Kysely } from 'kysely';
import type { DoNotSellRecord, DoNotSellSource } from '../../shared/privacy/do-not-sell';
import type { DB } from '../db/schema';

export interface NewDoNotSellRequest {
  email: string;
  country: 'US' | 'UK' | null;
  state: string | null;
  source: DoNotSellSource;
  userId: string | null;
}

function toRecord(row: { email: string; country: 'US' | 'UK' | null; state: string | null; source: DoNotSellSource; created_at: Date }): DoNotSellRecord {
  return { email: row.email, country: row.country, state: row.state, source: row.source, recordedAt: new Date(row.created_at).toISOString() };
}

/**
 * Records a request for an address, once: the unique index on lower(email) is the judge, so a
 * repeat (or two at once) keeps the first with its date. Honoured on insert (status completed):
 * nothing is left to do, the marketing audience leaves the address out from now on.
 */
export async function recordDoNotSell(db: Kysely<DB>, request: NewDoNotSellRequest): Promise<{ request: DoNotSellRecord; created: boolean }> {
  const now = new Date();
  const inserted = await db
    .insertInto('do_not_sell_requests')
    .values({
      id: crypto.randomUUID(),
      email: request.email.trim().toLowerCase(),
      country: request.country,
      state: request.state,
      source: request.source,
      user_id: request.userId,
      status: 'completed',
      created_at: now,
      completed_at: now,
    })
    .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
    .returning(['email', 'country', 'state', 'source', 'created_at'])
    .executeTakeFirst();
  if (inserted) return { request: toRecord(inserted), created: true };
  const existing = await findDoNotSell(db, request.email);
  if (!existing) throw new Error('A do-not-sell request conflicted but cannot be read');
  return { request: existing, created: false };
}

/** The request on record for an address (case-insensitive), if any. */
export async function findDoNotSell(db: Kysely<DB>, email: string): Promise<DoNotSellRecord | null> {
  const row = await db
    .selectFrom('do_not_sell_requests')
    .select(['email', 'country', 'state', 'source', 'created_at'])
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}
