import { sql, type RawBuilder } from 'kysely';

/** Column list shared by every replicated table (see 0001_sync_infrastructure). */
export const SYNC_COLUMNS = sql.raw(`
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  sync_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  sync_seq bigint NOT NULL DEFAULT nextval('sync_seq')
`);

/**
 * Trigger and cursor index for one replicated table. Catalogue tables also refuse hard
 * deletes (a deleted row must reach devices as a tombstone); per-user tables allow the
 * cascade when the user themself is deleted.
 */
export function syncedTable(table: string, options: { forbidHardDelete: boolean }): RawBuilder<unknown> {
  const guard = options.forbidHardDelete
    ? `CREATE TRIGGER ${table}_no_hard_delete BEFORE DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION forbid_hard_delete();`
    : '';
  return sql.raw(`
    CREATE INDEX ${table}_sync_cursor ON ${table} (sync_xid, sync_seq);
    CREATE TRIGGER ${table}_touch_sync BEFORE INSERT OR UPDATE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION touch_sync_columns();
    CREATE TRIGGER ${table}_notify_sync AFTER INSERT OR UPDATE OR DELETE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_sync_change();
    ${guard}
  `);
}
