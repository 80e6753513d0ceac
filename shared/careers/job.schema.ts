import * as z from 'zod';
import { listQuerySchema } from '../admin/list-query';
import { activeDeletedFilters, markdownField, nameField } from '../admin/fields';
import { text } from '../text.schema';

// Jobs (issue 14): what the back office edits (/api/admin/jobs) and what the careers pages read
// (/api/careers). A job is at one of the shop's stores, or remote over an area ("US or UK").

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'seasonal'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Readonly<Record<EmploymentType, string>> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  seasonal: 'Seasonal',
};

/** The careers page's location filter value for remote jobs (a store's is its id). */
export const REMOTE_LOCATION = 'remote';

/** A job as the back office creates or edits it; it opens on creation and is opened or closed apart. */
const jobFields = z.object({
  title: nameField(120, 'a job title'),
  department: nameField(60, 'a department'),
  storeId: text().trim().min(1).max(100).nullable().default(null),
  remoteArea: text()
    .trim()
    .max(80, 'The remote area is at most 80 characters')
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  employmentType: z.enum(EMPLOYMENT_TYPES, 'Choose full-time, part-time, contract or seasonal'),
  description: markdownField(20_000, 'the description').refine((value) => value.trim().length > 0, 'Enter a description'),
});

function checkPlace(job: { storeId: string | null; remoteArea: string | null }, context: z.RefinementCtx): void {
  if (job.storeId === null && job.remoteArea === null) context.addIssue({ code: 'custom', path: ['remoteArea'], message: 'Choose a store, or say where the remote job can be done from' });
  if (job.storeId !== null && job.remoteArea !== null) context.addIssue({ code: 'custom', path: ['remoteArea'], message: 'A job at a store has no remote area' });
}

export const jobInputSchema = jobFields.superRefine(checkPlace);
export type JobInput = z.output<typeof jobInputSchema>;
export const jobUpdateSchema = jobFields.extend({ version: z.string().min(1) }).superRefine(checkPlace);

/** Jobs list: search by title or department, filter open (active: shown on the careers page) and deleted. */
export const jobListQuerySchema = listQuerySchema(activeDeletedFilters);
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
export const JOB_SORTS = ['title', 'department', 'postedAt', 'updatedAt'] as const;

/** POST /api/admin/jobs/:id/open and /close carry the version read. */
export const jobStateChangeSchema = z.object({ version: z.string().min(1, 'The version you read is required') });

/** Where a job is: a store (its name and city) or remote. */
export interface JobPlace {
  storeId: string | null;
  /** "New York – Upper West Side" or "Remote (US or UK)". */
  label: string;
  remote: boolean;
}

/** A job as the back office lists and edits it. */
export interface AdminJob {
  id: string;
  title: string;
  department: string;
  storeId: string | null;
  remoteArea: string | null;
  place: JobPlace;
  employmentType: EmploymentType;
  description: string;
  descriptionHtml: string;
  isOpen: boolean;
  postedAt: string;
  closedAt: string | null;
  applicationCount: number;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}

/** A job as the careers page lists it. */
export interface PublicJobSummary {
  id: string;
  title: string;
  department: string;
  place: JobPlace;
  employmentType: EmploymentType;
  postedAt: string;
}

/** GET /api/careers: the open jobs (filtered) and every filter value the open jobs have. */
export interface PublicJobList {
  jobs: PublicJobSummary[];
  departments: string[];
  locations: Array<{ value: string; label: string }>;
}

/** GET /api/careers/:id: an open job with its description, or a closed one (no form). */
export interface PublicJob extends PublicJobSummary {
  descriptionHtml: string;
  isOpen: boolean;
}

/** The careers page's filters (its URL and the API's query). */
export const publicJobQuerySchema = z.object({
  department: text().trim().max(60).optional(),
  location: text().trim().max(100).optional(),
});
export type PublicJobQuery = z.infer<typeof publicJobQuerySchema>;

/** The server's refusals of a job edit. */
export const JOB_EDIT_TEXTS = {
  chooseStore: 'Choose one of the shop’s stores, or make the job remote',
  deleted: 'This job is deleted',
  alreadyOpen: 'This job is already open',
  alreadyClosed: 'This job is already closed',
} as const;
