import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { UserCollection } from '../../shared/sync/protocol';

/**
 * Serialises one user's pushes to one collection until the transaction ends. Row locks
 * cannot cover a line that does not exist yet: two devices adding it at once would race
 * to the unique key.
 */
export async function lockUserCollection(trx: Kysely<DB>, collection: UserCollection, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`sync-push:${collection}:${userId}`}, 0))`.execute(trx);
}

/** Which of these product ids exist (soft-deleted ones included: they are still valid references). */
export async function findProductIds(db: Kysely<DB>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The product each of these variant ids belongs to. */
export async function findVariantProducts(db: Kysely<DB>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('product_variants').select(['id', 'product_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.product_id]));
}
