import { sql, type Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';
import type { SyncCheckpoint } from '../../shared/sync/protocol';
import type { SyncedTable } from './sync-sources';

/** A row read for replication, with its position in the change stream (xid8 as decimal text). */
export type Positioned<R> = R & { cursor_xid: string; cursor_seq: number };

// Every read below serves only rows written by transactions older than every transaction still
// running (pg_snapshot_xmin): a younger commit waits until the older ones end, so no row can ever
// commit behind a checkpoint a client has already passed.

function userCondition(userId: string | null) {
  return userId === null ? sql`true` : sql`t.user_id = ${userId}`;
}

function afterCondition(after: SyncCheckpoint | null) {
  return after === null ? sql`true` : sql`(t.sync_xid, t.sync_seq) > (${after.xid}::xid8, ${after.seq}::bigint)`;
}

/** A table's rows after the checkpoint, in cursor order (userId: only that user's rows). */
export async function selectChangesAfter<T extends SyncedTable>(
  db: Kysely<DB>,
  table: T,
  userId: string | null,
  after: SyncCheckpoint | null,
  limit: number,
): Promise<Array<Positioned<Row<T>>>> {
  const result = await sql<Positioned<Row<T>>>`
    SELECT t.*, t.sync_xid::text AS cursor_xid, t.sync_seq AS cursor_seq
    FROM ${sql.table(table)} AS t
    WHERE ${userCondition(userId)}
      AND ${afterCondition(after)}
      AND t.sync_xid < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY t.sync_xid, t.sync_seq
    LIMIT ${limit}
  `.execute(db);
  return result.rows;
}

/**
 * Products whose own row, a size or a stock row changed after the checkpoint, positioned at the
 * latest of those changes (sync_seq is one sequence across tables, so positions never tie).
 * A product document holds all three, so any of them moving must re-send it.
 */
export async function selectChangedProductsAfter(
  db: Kysely<DB>,
  after: SyncCheckpoint | null,
  limit: number,
): Promise<Array<Positioned<Row<'products'>>>> {
  const changed = (table: 'products' | 'product_variants' | 'inventory', productId: string) => sql`
    SELECT ${sql.ref(`t.${productId}`)} AS product_id, t.sync_xid, t.sync_seq
    FROM ${sql.table(table)} AS t
    WHERE ${afterCondition(after)} AND t.sync_xid < pg_snapshot_xmin(pg_current_snapshot())
  `;
  // A first pull sorts every row of the three tables (44,000 for 10,000 products): in memory, not on
  // disk. SET LOCAL lasts until the end of the caller's transaction (the pull's read-only snapshot).
  await sql`SET LOCAL work_mem = '32MB'`.execute(db);
  // Narrow rows until the page is chosen (the product ids, sorted bytewise), then the page's products.
  const result = await sql<Positioned<Row<'products'>>>`
    WITH changes AS (
      ${changed('products', 'id')}
      UNION ALL ${changed('product_variants', 'product_id')}
      UNION ALL ${changed('inventory', 'product_id')}
    ), latest AS (
      SELECT DISTINCT ON (product_id COLLATE "C") product_id, sync_xid, sync_seq
      FROM changes
      ORDER BY product_id COLLATE "C", sync_xid DESC, sync_seq DESC
    ), page AS (
      SELECT product_id, sync_xid, sync_seq FROM latest ORDER BY sync_xid, sync_seq LIMIT ${limit}
    )
    SELECT p.*, page.sync_xid::text AS cursor_xid, page.sync_seq AS cursor_seq
    FROM page JOIN products AS p ON p.id = page.product_id
    ORDER BY page.sync_xid, page.sync_seq
  `.execute(db);
  return result.rows;
}

/** A pickup product row with whether a device may hold it (an active row of an active pickup store). */
export type OfferedPickupRow = Positioned<Row<'pickup_products'>> & { offered: boolean };

/**
 * Pickup products after the checkpoint, in cursor order, each with whether it is offered. A store
 * opening or closing for pickup touches its rows (migration 0015), so their own cursor suffices.
 */
export async function selectChangedPickupProductsAfter(
  db: Kysely<DB>,
  after: SyncCheckpoint | null,
  limit: number,
): Promise<OfferedPickupRow[]> {
  const result = await sql<OfferedPickupRow>`
    SELECT t.*, t.sync_xid::text AS cursor_xid, t.sync_seq AS cursor_seq,
      (t.deleted_at IS NULL AND t.is_active AND s.deleted_at IS NULL AND s.is_active AND s.pickup_enabled) AS offered
    FROM pickup_products AS t JOIN stores AS s ON s.id = t.store_id
    WHERE ${afterCondition(after)}
      AND t.sync_xid < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY t.sync_xid, t.sync_seq
    LIMIT ${limit}
  `.execute(db);
  return result.rows;
}

/** What a product document needs of a size. */
export type LiveVariantRow = Pick<Row<'product_variants'>, 'id' | 'product_id' | 'variant_name' | 'price' | 'price_uk' | 'price_adjustment' | 'image_url' | 'display_order'>;
/** What a product document needs of a stock row. */
export type LiveStockRow = Pick<Row<'inventory'>, 'product_id' | 'variant_id' | 'country' | 'stock'>;

// Both read only the columns a document carries: a first pull reads ~6,000 stock rows per batch of
// 2,000 products, and every timestamp column would be parsed into a Date for nothing.

/** The live sizes of these products, in display order. */
export async function selectLiveVariants(db: Kysely<DB>, productIds: readonly string[]): Promise<LiveVariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'variant_name', 'price', 'price_uk', 'price_adjustment', 'image_url', 'display_order'])
    .where(sql<boolean>`product_id = ANY(${[...productIds]}::text[])`)
    .where('deleted_at', 'is', null)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

/** The live stock rows of these products, sizes in id order after the product's own row. */
export async function selectLiveStock(db: Kysely<DB>, productIds: readonly string[]): Promise<LiveStockRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('inventory')
    .select(['product_id', 'variant_id', 'country', 'stock'])
    .where(sql<boolean>`product_id = ANY(${[...productIds]}::text[])`)
    .where('deleted_at', 'is', null)
    .orderBy('variant_id', (ordering) => ordering.asc().nullsFirst())
    .orderBy('country')
    .execute();
}

/** Whether committed rows of these tables after the checkpoint are held back behind an open transaction. */
export async function hasHeldBackChanges(
  db: Kysely<DB>,
  tables: readonly SyncedTable[],
  userId: string | null,
  after: SyncCheckpoint | null,
): Promise<boolean> {
  const checks = tables.map(
    (table) => sql`EXISTS (
      SELECT 1 FROM ${sql.table(table)} AS t
      WHERE ${userCondition(userId)}
        AND ${afterCondition(after)}
        AND t.sync_xid >= pg_snapshot_xmin(pg_current_snapshot())
    )`,
  );
  const result = await sql<{ held_back: boolean }>`SELECT ${sql.join(checks, sql` OR `)} AS held_back`.execute(db);
  return result.rows[0]?.held_back ?? false;
}
