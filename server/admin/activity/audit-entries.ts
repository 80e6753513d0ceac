import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditEntry } from '../../../shared/admin/api';
import type { DB, Row } from '../../db/schema';

// Reading the audit log (migration 0010): one row shape for every reader (the activity view, the
// dashboard's recent changes; a record's history is server/admin/audit-history.repo.ts). Nothing
// here writes: the log is append-only.

export type AuditRow = Pick<Row<'audit_log'>, 'id' | 'created_at' | 'actor_user_id' | 'actor_label' | 'screen' | 'action' | 'entity_type' | 'entity_id' | 'before' | 'after'>;

export const AUDIT_COLUMNS = ['id', 'created_at', 'actor_user_id', 'actor_label', 'screen', 'action', 'entity_type', 'entity_id', 'before', 'after'] as const;

/** audit_log with the columns every reader needs, ready for filters, order and paging. */
export function auditRows(db: Kysely<DB>): SelectQueryBuilder<DB, 'audit_log', AuditRow> {
  return db.selectFrom('audit_log').select(AUDIT_COLUMNS);
}

// recordChange writes the label as `Name <email>`.
const LABEL = /^(.*) <([^<>]*)>$/;

/**
 * Who made a change, as they were named then (actor_label). The account may since have been
 * deleted (actor_user_id is cleared then): the entry keeps the name and email, with an empty id.
 */
export function actorOf(row: Pick<AuditRow, 'actor_user_id' | 'actor_label'>): AuditEntry['actor'] {
  if (!row.actor_label) return null;
  const match = LABEL.exec(row.actor_label);
  const [name, email] = match ? [match[1]!, match[2]!] : [row.actor_label, ''];
  return { id: row.actor_user_id ?? '', name, email };
}

/** A stored row as the back office reads it. */
export function auditEntryOf(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    actor: actorOf(row),
    screen: row.screen,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

