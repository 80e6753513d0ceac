import type { Kysely } from 'kysely';
import type { ActivityActor, ActivityListQuery } from '../../../shared/admin/activity.schema';
import type { DB } from '../../db/schema';
import { containsPattern, withinDays, type ListSort } from '../../platform/list';
import { actorOf, auditRows } from './audit-entries';

/** The activity list sorts by time only; newest first unless asked otherwise. */
export const ACTIVITY_SORT: ListSort = {
  sortable: { at: 'audit_log.created_at' },
  defaultSort: 'at.desc',
  tiebreaker: 'audit_log.id',
};

/** The audit rows that match the activity query's filters (not yet ordered or paged). */
export function filteredActivity(db: Kysely<DB>, query: ActivityListQuery) {
  let builder = withinDays(auditRows(db), 'audit_log.created_at', query);
  if (query.actor) builder = builder.where('audit_log.actor_user_id', '=', query.actor);
  if (query.screen) builder = builder.where('audit_log.screen', '=', query.screen);
  if (query.entityType) builder = builder.where('audit_log.entity_type', '=', query.entityType);
  if (query.entityId) builder = builder.where('audit_log.entity_id', '=', query.entityId);
  if (query.q) {
    const pattern = containsPattern(query.q);
    builder = builder.where((eb) =>
      eb.or([
        eb('audit_log.actor_label', 'ilike', pattern),
        eb('audit_log.action', 'ilike', pattern),
        eb('audit_log.entity_type', 'ilike', pattern),
        eb('audit_log.entity_id', 'ilike', pattern),
      ]),
    );
  }
  return builder;
}

/** Everyone who has made a change (and still has an account), named as in their latest entry, by name. */
export async function selectActors(db: Kysely<DB>): Promise<ActivityActor[]> {
  const rows = await db
    .selectFrom('audit_log')
    .distinctOn('actor_user_id')
    .select(['actor_user_id', 'actor_label'])
    .where('actor_user_id', 'is not', null)
    .where('actor_label', 'is not', null)
    .orderBy('actor_user_id')
    .orderBy('id', 'desc')
    .execute();
  return rows
    .map((row) => actorOf(row))
    .filter((actor): actor is ActivityActor => actor !== null)
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}
