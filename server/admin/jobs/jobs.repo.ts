import { sql, type Kysely } from 'kysely';
import type { AdminJob, JobInput, JobListQuery } from '../../../shared/careers/job.schema';
import type { DB } from '../../db/schema';
import { renderMarkdown } from '../../content/markdown';
import { jobPlace } from '../../careers/job-place';
import { listAndCsv, searchedAndFiltered, type CsvExport, type ListSort } from '../../platform/list';
import { lifecycleOf } from '../../platform/records';

const SORT: ListSort = {
  sortable: { title: 'jobs.title', department: 'jobs.department', postedAt: 'jobs.posted_at', updatedAt: 'jobs.updated_at' },
  defaultSort: 'postedAt.desc',
  tiebreaker: 'jobs.id',
};

function selectJobs(db: Kysely<DB>) {
  return db
    .selectFrom('jobs')
    .leftJoin('stores', 'stores.id', 'jobs.store_id')
    .selectAll('jobs')
    .select('stores.name as store_name')
    .select((eb) => eb.selectFrom('job_applications').select(sql<number>`count(*)::int`.as('n')).whereRef('job_applications.job_id', '=', 'jobs.id').as('application_count'));
}

type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['executeTakeFirstOrThrow']>>;

function toAdminJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    storeId: row.store_id,
    remoteArea: row.remote_area,
    place: jobPlace(row),
    employmentType: row.employment_type,
    description: row.description,
    descriptionHtml: row.description_html,
    isOpen: row.is_active,
    postedAt: new Date(row.posted_at).toISOString(),
    closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
    applicationCount: Number(row.application_count ?? 0),
    ...lifecycleOf(row),
  };
}

// `active`: open (on the careers page) or closed.
const filtered = (db: Kysely<DB>, query: JobListQuery) => searchedAndFiltered(selectJobs(db), query, { table: 'jobs', search: ['jobs.title', 'jobs.department'] });

const CSV: CsvExport<AdminJob> = {
  name: 'jobs',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'title', value: (row) => row.title },
    { header: 'department', value: (row) => row.department },
    { header: 'location', value: (row) => row.place.label },
    { header: 'employment_type', value: (row) => row.employmentType },
    { header: 'open', value: (row) => row.isOpen },
    { header: 'posted_at', value: (row) => row.postedAt },
    { header: 'closed_at', value: (row) => row.closedAt },
    { header: 'applications', value: (row) => row.applicationCount },
    { header: 'deleted_at', value: (row) => row.deletedAt },
  ],
};

/** The list (a page, or every row as CSV). */
export const jobList = listAndCsv(filtered, SORT, toAdminJob, CSV);

export async function findJob(db: Kysely<DB>, id: string): Promise<AdminJob | undefined> {
  const row = await selectJobs(db).where('jobs.id', '=', id).executeTakeFirst();
  return row && toAdminJob(row);
}

/** The columns an input writes; the description's HTML is rendered and sanitised here, on save. */
export function jobColumns(input: JobInput) {
  return {
    title: input.title,
    department: input.department,
    store_id: input.storeId,
    remote_area: input.storeId === null ? input.remoteArea : null,
    employment_type: input.employmentType,
    description: input.description,
    description_html: renderMarkdown(input.description),
  };
}
