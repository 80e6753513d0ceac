import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { ListPage } from '../../../shared/admin/api';
import type { ActivityActor, ActivityListQuery, ActivityRow } from '../../../shared/admin/activity.schema';
import type { DB } from '../../db/schema';
import { csvResponse, listPage, type CsvExport } from '../../platform/list';
import { auditEntryOf } from './audit-entries';
import { ACTIVITY_SORT, filteredActivity, selectActors } from './activity.repo';

const json = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

/** The activity CSV: one line per change, the record's before and after as JSON. */
const ACTIVITY_CSV: CsvExport<ActivityRow> = {
  name: 'activity',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'at', value: (row) => row.at },
    { header: 'user_name', value: (row) => row.actor?.name ?? null },
    { header: 'user_email', value: (row) => row.actor?.email ?? null },
    { header: 'screen', value: (row) => row.screen },
    { header: 'action', value: (row) => row.action },
    { header: 'record_type', value: (row) => row.entityType },
    { header: 'record_id', value: (row) => row.entityId },
    { header: 'before', value: (row) => json(row.before) },
    { header: 'after', value: (row) => json(row.after) },
  ],
};

/** One page of the audit log, filtered, newest first unless the query sorts otherwise. */
export function listActivity(db: Kysely<DB>, query: ActivityListQuery): Promise<ListPage<ActivityRow>> {
  return listPage(db, filteredActivity(db, query), query, ACTIVITY_SORT, auditEntryOf);
}

/** Every change the query matches, as a streamed CSV download. */
export function activityCsv(c: Context, db: Kysely<DB>, query: ActivityListQuery): Response {
  return csvResponse(c, filteredActivity(db, query), query, ACTIVITY_SORT, auditEntryOf, ACTIVITY_CSV);
}

/** Who can be chosen in the list's "who" filter. */
export function listActors(db: Kysely<DB>): Promise<ActivityActor[]> {
  return selectActors(db);
}
