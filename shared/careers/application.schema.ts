import * as z from 'zod';
import { text } from '../text.schema';
import { hasControlExceptLines } from '../admin/fields';
import { CAREERS_TEXTS } from './careers-texts';

const errors = CAREERS_TEXTS.errors;


/**
 * The application form's fields (POST /api/careers/:id/applications, multipart): the storefront's
 * form (react-hook-form) and the server validate with this one schema. The CV is the `cv` file
 * part, checked apart (shared limits below, and by its bytes on the server).
 */
export const applicationFieldsSchema = z.object({
  fullName: text().trim().min(2, errors.fullName).max(120, errors.fullNameLong),
  email: text().trim().toLowerCase().min(1, errors.email).max(320, errors.email).pipe(z.email(errors.email)),
  phone: text()
    .trim()
    .min(1, errors.phone)
    .max(40, errors.phoneInvalid)
    .regex(/^\+?[0-9 ()\-.]{6,}$/, errors.phoneInvalid)
    .refine((value) => (value.match(/[0-9]/g) ?? []).length >= 6, errors.phoneInvalid),
  coverLetter: z
    .string()
    .refine((value) => !hasControlExceptLines(value), 'Remove the control characters from the text')
    .transform((value) => value.trim())
    .pipe(z.string().min(20, errors.coverLetter).max(5000, errors.coverLetterLong)),
  consent: z.literal(true, errors.consent),
});
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;
export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;

/** The CVs the shop takes: PDF and Word's OOXML document, up to 5 MB, told apart by their bytes. */
export const CV_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  mediaTypes: {
    pdf: 'application/pdf',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  /** What the file picker offers (a hint only: the server trusts the bytes, never the name). */
  accept: '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvMediaType = (typeof CV_LIMITS.mediaTypes)[keyof typeof CV_LIMITS.mediaTypes];

/** The first check the browser can make before sending (the server checks the bytes again). */
export function cvFileProblem(file: { size: number } | null | undefined): string | null {
  if (!file) return errors.cvMissing;
  if (file.size === 0) return errors.cvEmpty;
  if (file.size > CV_LIMITS.maxBytes) return errors.cvTooLarge;
  return null;
}

/** What the applicant's POST answers. */
export interface ApplicationReceipt {
  applicationId: string;
  jobTitle: string;
  email: string;
}
