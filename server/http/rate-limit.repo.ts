import { sql } from 'kysely';
import type { Database } from '../db/database';

export interface CountedHit {
  /** This request's place in the window: 1 for the first, limit + 1 for the first refused. */
  hits: number;
  resetsAt: Date;
}

/**
 * Counts one request against a limit's subject in one statement: a new row, a row whose window has
 * ended (starts again at 1), or one more hit in the current window. PostgreSQL serialises concurrent
 * upserts of one row, so every request gets its own count and no two instances can both pass the
 * limit's last place.
 */
export async function countHit(db: Database, limitName: string, subject: string, windowSeconds: number, now: Date): Promise<CountedHit> {
  const resetsAt = new Date(now.getTime() + windowSeconds * 1000);
  const { rows } = await sql<{ hits: number; resets_at: Date }>`
    INSERT INTO rate_limit_counters AS counter (limit_name, subject, hits, resets_at)
    VALUES (${limitName}, ${subject}, 1, ${resetsAt})
    ON CONFLICT (limit_name, subject) DO UPDATE SET
      hits = CASE WHEN counter.resets_at <= ${now} THEN 1 ELSE counter.hits + 1 END,
      resets_at = CASE WHEN counter.resets_at <= ${now} THEN excluded.resets_at ELSE counter.resets_at END
    RETURNING hits, resets_at`.execute(db);
  const row = rows[0]!;
  return { hits: Number(row.hits), resetsAt: new Date(row.resets_at) };
}

/** Gives back a hit counted in the window that ends at resetsAt (a later window is left alone). */
export async function refundHit(db: Database, limitName: string, subject: string, resetsAt: Date): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set({ hits: sql<number>`hits - 1` })
    .where('limit_name', '=', limitName)
    .where('subject', '=', subject)
    .where('resets_at', '=', resetsAt)
    .where('hits', '>', 0)
    .execute();
}

/** Deletes the counters whose window has ended: a later hit would start them again from 1 anyway. */
export async function deleteEndedCounters(db: Database, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit_counters').where('resets_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
