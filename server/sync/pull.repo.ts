import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SyncCheckpoint } from '../../shared/sync/protocol';
import type { ChangedRow, SyncedTable } from './sync-sources';

export interface ChangeScope {
  table: SyncedTable;
  /** Set for per-user tables: only this user's rows are read. */
  userId: string | null;
}

function scopeCondition(scope: ChangeScope) {
  return scope.userId === null ? sql`true` : sql`t.user_id = ${scope.userId}`;
}

function afterCondition(after: SyncCheckpoint | null) {
  return after === null ? sql`true` : sql`(t.sync_xid, t.sync_seq) > (${after.xid}::xid8, ${after.seq}::bigint)`;
}

/**
 * Rows after the checkpoint in cursor order, but only those written by transactions older
 * than every transaction still running: a younger commit waits until the older ones end,
 * so no row can ever commit behind a checkpoint a client has already passed.
 */
export async function selectChangesAfter(
  db: Kysely<DB>,
  scope: ChangeScope,
  after: SyncCheckpoint | null,
  limit: number,
): Promise<ChangedRow[]> {
  const result = await sql<ChangedRow>`
    SELECT t.*, t.sync_xid::text AS cursor_xid
    FROM ${sql.table(scope.table)} AS t
    WHERE ${scopeCondition(scope)}
      AND ${afterCondition(after)}
      AND t.sync_xid < pg_snapshot_xmin(pg_current_snapshot())
    ORDER BY t.sync_xid, t.sync_seq
    LIMIT ${limit}
  `.execute(db);
  return result.rows;
}

/** Whether committed rows after the checkpoint are being held back behind an open transaction. */
export async function hasHeldBackChanges(db: Kysely<DB>, scope: ChangeScope, after: SyncCheckpoint | null): Promise<boolean> {
  const result = await sql<{ held_back: boolean }>`
    SELECT EXISTS (
      SELECT 1 FROM ${sql.table(scope.table)} AS t
      WHERE ${scopeCondition(scope)}
        AND ${afterCondition(after)}
        AND t.sync_xid >= pg_snapshot_xmin(pg_current_snapshot())
    ) AS held_back
  `.execute(db);
  return result.rows[0]?.held_back ?? false;
}
