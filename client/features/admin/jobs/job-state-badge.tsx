import type { AdminJob } from '../../../../shared/careers/job.schema';
import { StatusBadge } from '../kit/status-badge';

/** Open (on the careers page), closed, or deleted. */
export function JobStateBadge({ job }: { job: Pick<AdminJob, 'isOpen' | 'deletedAt'> }) {
  if (job.deletedAt) return <StatusBadge tone="bad">Deleted</StatusBadge>;
  return job.isOpen ? <StatusBadge tone="good">Open</StatusBadge> : <StatusBadge tone="neutral">Closed</StatusBadge>;
}
