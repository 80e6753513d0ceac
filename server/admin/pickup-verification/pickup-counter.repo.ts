import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, Row } from '../../db/schema';
import type { PickupCounterDoc, PickupPull } from '../../../shared/admin/pickup-verification.schema';
import { storeColumnInScope, type StoreScope } from '../store-scope';
import { holdUntilOf } from '../../pickup/pickup-details';
import { readSetting } from '../../settings/settings.repo';

type Db = Kysely<DB> | Transaction<DB>;

/** How long a collected or cancelled pickup still reaches a tablet that syncs for the first time. */
const CLOSED_KEPT_DAYS = 30;

type Positioned = Row<'pickup_counter_docs'> & { cursor_xid: string; cursor_seq: number };

/**
 * The tablet's document of a projection row; `holdDays` is the setting `pickup_hold_days` read in the
 * same snapshot (a change of it moves every ready document: migration 0034).
 */
export function counterDocOf(row: Row<'pickup_counter_docs'>, holdDays: number): PickupCounterDoc {
  return {
    id: row.order_id,
    orderNumber: row.order_number,
    storeId: row.store_id,
    code: row.code,
    status: row.status,
    customerName: row.customer_name,
    items: row.items,
    collectedAt: row.collected_at ? new Date(row.collected_at).toISOString() : null,
    collectedByName: row.collected_by_name,
    flag: row.flag,
    handovers: row.handovers.map((h) => ({ ...h, handedOverAt: new Date(h.handedOverAt).toISOString() })),
    total: row.total,
    currency: row.currency,
    contactPhone: row.contact_phone,
    holdUntil: row.status === 'ready_for_pickup' && row.ready_at ? holdUntilOf(new Date(row.ready_at), holdDays).toISOString() : null,
    updatedAt: new Date(row.updated_at).getTime(),
  };
}

/**
 * The scope's pickup documents changed after the checkpoint, in cursor order. Like every sync read
 * (server/sync/pull.repo.ts) it serves only rows of transactions older than every one still running,
 * so no row can commit behind a checkpoint a tablet has passed. One read-only snapshot. With `storeId`
 * (the store the counter serves; the caller checks it is in the scope) only that store's.
 */
export async function pullCounterDocs(
  db: Kysely<DB>,
  scope: StoreScope,
  storeId: string | undefined,
  after: { xid: string; seq: number } | null,
  limit: number,
): Promise<PickupPull> {
  const { rows, holdDays } = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const result = await sql<Positioned>`
        SELECT t.*, t.sync_xid::text AS cursor_xid, t.sync_seq AS cursor_seq
        FROM pickup_counter_docs AS t
        WHERE ${storeColumnInScope(scope, 't.store_id')}
          AND ${storeId === undefined ? sql`true` : sql`t.store_id = ${storeId}`}
          AND ${after === null ? sql`true` : sql`(t.sync_xid, t.sync_seq) > (${after.xid}::xid8, ${after.seq}::bigint)`}
          AND t.sync_xid < pg_snapshot_xmin(pg_current_snapshot())
          AND (t.status NOT IN ('collected', 'cancelled', 'refunded') OR t.updated_at > now() - make_interval(days => ${CLOSED_KEPT_DAYS}))
        ORDER BY t.sync_xid, t.sync_seq
        LIMIT ${limit}
      `.execute(trx);
      return { rows: result.rows, holdDays: await readSetting(trx, 'pickup_hold_days') };
    });
  const last = rows.at(-1);
  return {
    documents: rows.map((row) => ({ ...counterDocOf(row, holdDays), _deleted: row.deleted_at !== null })),
    checkpoint: last ? { xid: last.cursor_xid, seq: Number(last.cursor_seq) } : after,
  };
}

/** One pickup document by order id (no scope: the caller checks it). */
export async function counterDocById(db: Db, orderId: string): Promise<Row<'pickup_counter_docs'> | undefined> {
  return db.selectFrom('pickup_counter_docs').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}
