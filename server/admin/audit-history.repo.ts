import type { Kysely } from 'kysely';
import type { AuditEntry } from '../../shared/admin/api';
import type { DB } from '../db/schema';

/** How many changes a record's history shows (newest first). */
export const HISTORY_LIMIT = 200;

// actor_label is "Name <email>" as it was at the time (recordChange); it outlives the user.
const LABEL = /^(.*) <([^<>]*)>$/;

/** The changes recorded for one record, newest first. */
export async function historyOf(db: Kysely<DB>, entityType: string, entityId: string): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'actor_user_id', 'actor_label', 'screen', 'action', 'entity_type', 'entity_id', 'before', 'after'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', entityId)
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => {
    const label = row.actor_label ? LABEL.exec(row.actor_label) : null;
    return {
      id: Number(row.id),
      at: new Date(row.created_at).toISOString(),
      // A deleted user's changes keep their name and email; only the id is gone.
      actor: label ? { id: row.actor_user_id ?? '', name: label[1]!, email: label[2]! } : null,
      screen: row.screen,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      before: row.before,
      after: row.after,
    };
  });
}
