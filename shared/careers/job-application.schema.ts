import * as z from 'zod';
import { listQuerySchema } from '../admin/list-query';
import { text } from '../text.schema';
import { hasControlExceptLines } from '../admin/fields';
import { APPLICATION_STATUSES, EMAILED_STATUSES, type ApplicationStatus, type EmailedStatus } from './pipeline';

// The back office's job applications screen (/api/admin/job-applications).

/** The list: per job (`jobId`), optionally one status; search by name or email. */
export const applicationListQuerySchema = listQuerySchema({
  jobId: text().trim().min(1).max(100).optional(),
  status: z.enum(APPLICATION_STATUSES, 'Unknown status').optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
export const APPLICATION_SORTS = ['createdAt', 'fullName', 'status'] as const;

/** POST /:id/move: the next status, from the version read. */
export const applicationMoveSchema = z.object({
  to: z.enum(APPLICATION_STATUSES, 'Unknown status'),
  version: z.string().min(1, 'The version you read is required'),
});
export type ApplicationMove = z.infer<typeof applicationMoveSchema>;

const multiLine = (max: number, empty: string, long: string) =>
  z
    .string()
    .refine((value) => !hasControlExceptLines(value), 'Remove the control characters from the text')
    .transform((value) => value.trim())
    .pipe(z.string().min(1, empty).max(max, long));

/** POST /:id/notes. */
export const applicationNoteSchema = z.object({ body: multiLine(4000, 'Write a note', 'A note is at most 4,000 characters') });
export type ApplicationNoteInput = z.infer<typeof applicationNoteSchema>;

/** PUT /templates/:kind: the email an applicant gets when rejected or hired. */
export const emailTemplateSchema = z.object({
  subject: text().trim().min(1, 'Enter a subject').max(200, 'A subject is at most 200 characters'),
  body: multiLine(5000, 'Write the message', 'The message is at most 5,000 characters'),
  version: z.string().min(1, 'The version you read is required'),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateSchema>;
export const emailTemplateKindSchema = z.object({ kind: z.enum(EMAILED_STATUSES, 'Unknown template') });

/** The placeholders a template may use, replaced when it is sent. */
export const TEMPLATE_PLACEHOLDERS = ['{name}', '{job}'] as const;

export interface AdminApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  fullName: string;
  email: string;
  phone: string;
  coverLetter: string;
  status: ApplicationStatus;
  /** The moves the pipeline allows from here (shared/careers/pipeline.ts). */
  nextStatuses: ApplicationStatus[];
  cv: { fileName: string; mediaType: string; sizeBytes: number } | null;
  consentedAt: string;
  createdAt: string;
  updatedAt: string;
  version: string;
}

export interface ApplicationNote {
  id: string;
  authorLabel: string;
  body: string;
  createdAt: string;
}

/** GET /:id: the application and its notes. */
export interface ApplicationDetail {
  record: AdminApplication;
  notes: ApplicationNote[];
}

/** GET /pipeline?jobId=: how many applications each status holds for the job. */
export type PipelineCounts = Record<ApplicationStatus, number>;

export interface EmailTemplate {
  kind: EmailedStatus;
  subject: string;
  body: string;
  updatedAt: string | null;
  version: string;
}
