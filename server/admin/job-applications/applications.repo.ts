import { sql, type Kysely } from 'kysely';
import type { AdminApplication, ApplicationListQuery, ApplicationNote, PipelineCounts } from '../../../shared/careers/job-application.schema';
import { ALLOWED_TRANSITIONS, APPLICATION_STATUSES } from '../../../shared/careers/pipeline';
import type { DB } from '../../db/schema';
import { containsPattern, listAndCsv, type CsvExport, type ListSort } from '../../platform/list';
import { versionOf } from '../../platform/records';

const SORT: ListSort = {
  sortable: { createdAt: 'job_applications.created_at', fullName: 'job_applications.full_name', status: 'job_applications.status' },
  defaultSort: 'createdAt.desc',
  tiebreaker: 'job_applications.id',
};

function selectApplications(db: Kysely<DB>) {
  return db
    .selectFrom('job_applications')
    .innerJoin('jobs', 'jobs.id', 'job_applications.job_id')
    .leftJoin('job_application_cvs', 'job_application_cvs.application_id', 'job_applications.id')
    .selectAll('job_applications')
    .select(['jobs.title as job_title', 'job_application_cvs.file_name as cv_file_name', 'job_application_cvs.media_type as cv_media_type', 'job_application_cvs.size_bytes as cv_size_bytes']);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>;

function toAdminApplication(row: ApplicationRow): AdminApplication {
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    coverLetter: row.cover_letter,
    status: row.status,
    nextStatuses: [...ALLOWED_TRANSITIONS[row.status]],
    cv: row.cv_file_name && row.cv_media_type ? { fileName: row.cv_file_name, mediaType: row.cv_media_type, sizeBytes: Number(row.cv_size_bytes) } : null,
    consentedAt: new Date(row.consented_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    version: versionOf(row),
  };
}

function filtered(db: Kysely<DB>, query: ApplicationListQuery) {
  let builder = selectApplications(db);
  if (query.jobId) builder = builder.where('job_applications.job_id', '=', query.jobId);
  if (query.status) builder = builder.where('job_applications.status', '=', query.status);
  if (query.q) {
    const pattern = containsPattern(query.q);
    builder = builder.where((eb) => eb.or([eb('job_applications.full_name', 'ilike', pattern), eb('job_applications.email', 'ilike', pattern)]));
  }
  return builder;
}

const CSV: CsvExport<AdminApplication> = {
  name: 'job-applications',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'job', value: (row) => row.jobTitle },
    { header: 'full_name', value: (row) => row.fullName },
    { header: 'email', value: (row) => row.email },
    { header: 'phone', value: (row) => row.phone },
    { header: 'status', value: (row) => row.status },
    { header: 'received_at', value: (row) => row.createdAt },
  ],
};

/** The list (a page, or every row as CSV). */
export const applicationList = listAndCsv(filtered, SORT, toAdminApplication, CSV);

export async function findApplication(db: Kysely<DB>, id: string): Promise<AdminApplication | undefined> {
  const row = await selectApplications(db).where('job_applications.id', '=', id).executeTakeFirst();
  return row && toAdminApplication(row);
}

export async function notesOf(db: Kysely<DB>, applicationId: string): Promise<ApplicationNote[]> {
  const rows = await db.selectFrom('job_application_notes').selectAll().where('application_id', '=', applicationId).orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, authorLabel: row.author_label, body: row.body, createdAt: new Date(row.created_at).toISOString() }));
}

/** How many of a job's applications are at each status. */
export async function pipelineCounts(db: Kysely<DB>, jobId: string): Promise<PipelineCounts> {
  const rows = await db.selectFrom('job_applications').select(['status', sql<number>`count(*)::int`.as('n')]).where('job_id', '=', jobId).groupBy('status').execute();
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as PipelineCounts;
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** The CV of an application, bytes and all (the download only). */
export function findCv(db: Kysely<DB>, applicationId: string) {
  return db.selectFrom('job_application_cvs').selectAll().where('application_id', '=', applicationId).executeTakeFirst();
}
