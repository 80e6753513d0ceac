import type { Kysely } from 'kysely';
import { REMOTE_LOCATION, type PublicJob, type PublicJobList, type PublicJobQuery, type PublicJobSummary } from '../../shared/careers/job.schema';
import type { DB } from '../db/schema';
import { jobPlace } from './job-place';

// The careers pages' reads (/api/careers): open jobs, never deleted ones; a closed job still
// answers by its id so its page can say it is closed.

const selectJobs = (db: Kysely<DB>) =>
  db
    .selectFrom('jobs')
    .leftJoin('stores', 'stores.id', 'jobs.store_id')
    .select(['jobs.id', 'jobs.title', 'jobs.department', 'jobs.store_id', 'jobs.remote_area', 'jobs.employment_type', 'jobs.posted_at', 'jobs.is_active', 'jobs.description_html', 'stores.name as store_name'])
    .where('jobs.deleted_at', 'is', null);

type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['executeTakeFirstOrThrow']>>;

function toSummary(row: JobRow): PublicJobSummary {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    place: jobPlace(row),
    employmentType: row.employment_type,
    postedAt: new Date(row.posted_at).toISOString(),
  };
}

/** The open jobs, newest first, filtered by department and location; the filters' values come from every open job. */
export async function listOpenJobs(db: Kysely<DB>, query: PublicJobQuery): Promise<PublicJobList> {
  const open = await selectJobs(db).where('jobs.is_active', '=', true).orderBy('jobs.posted_at', 'desc').orderBy('jobs.id').execute();
  const summaries = open.map(toSummary);
  const departments = [...new Set(summaries.map((job) => job.department))].sort((a, b) => a.localeCompare(b));
  const locations = new Map<string, string>();
  for (const job of summaries) locations.set(job.place.storeId ?? REMOTE_LOCATION, job.place.storeId ? job.place.label : 'Remote');
  const matches = summaries.filter(
    (job) =>
      (!query.department || job.department === query.department) &&
      (!query.location || (query.location === REMOTE_LOCATION ? job.place.remote : job.place.storeId === query.location)),
  );
  return {
    jobs: matches,
    departments,
    locations: [...locations].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
  };
}

/** One job by its id, open or closed; undefined when unknown or deleted. */
export async function findPublicJob(db: Kysely<DB>, id: string): Promise<PublicJob | undefined> {
  const row = await selectJobs(db).where('jobs.id', '=', id).executeTakeFirst();
  return row && { ...toSummary(row), descriptionHtml: row.description_html, isOpen: row.is_active };
}
