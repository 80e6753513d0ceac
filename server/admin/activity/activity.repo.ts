import { sql, type Kysely } from 'kysely';
import type { ActivityActor, ActivityListQuery } from '../../../shared/admin/activity.schema';
import type { DB } from '../../db/schema';
import { containsPattern, type ListSort } from '../list';
import { actorOf, auditRows } from './audit-entries';

/** The activity list sorts by time only; newest first unless asked otherwise. */
export const ACTIVITY_SORT: ListSort = {
  sortable: { at: 'audit_log.created_at' },
  defaultSort: 'at.desc',
  tiebreaker: 'audit_log.id',
};

/**
 * The start of a calendar day in a time zone, as SQL: `from`/`to` are the viewer's days, and
 * PostgreSQL's time-zone database turns them into instants (daylight saving included).
 */
const startOfDay = (day: string, timeZone: string) => sql<Date>`(${day}::date::timestamp at time zone ${timeZone})`;

/** The audit rows that match the activity query's filters (not yet ordered or paged). */
export function filteredActivity(db: Kysely<DB>, query: ActivityListQuery) {
  const timeZone = query.tz ?? 'UTC';
  let builder = auditRows(db);
  if (query.actor) builder = builder.where('audit_log.actor_user_id', '=', query.actor);
  if (query.screen) builder = builder.where('audit_log.screen', '=', query.screen);
  if (query.entityType) builder = builder.where('audit_log.entity_type', '=', query.entityType);
  if (query.entityId) builder = builder.where('audit_log.entity_id', '=', query.entityId);
  if (query.from) builder = builder.where('audit_log.created_at', '>=', startOfDay(query.from, timeZone));
  // `to` is inclusive: everything before the start of the next day.
  if (query.to) builder = builder.where('audit_log.created_at', '<', sql<Date>`(${query.to}::date + 1)::timestamp at time zone ${timeZone}`);
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
