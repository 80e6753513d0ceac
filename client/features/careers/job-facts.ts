import { EMPLOYMENT_TYPE_LABELS, type PublicJobSummary } from '../../../shared/careers/job.schema';

/** "12 November 2026", in the shopper's language. */
export function postedDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** What a job card and a job page say about it: department, place and type. */
export function jobFacts(job: PublicJobSummary): string[] {
  return [job.department, job.place.label, EMPLOYMENT_TYPE_LABELS[job.employmentType]];
}
