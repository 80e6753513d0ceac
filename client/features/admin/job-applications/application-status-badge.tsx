import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '../../../../shared/careers/pipeline';
import { StatusBadge, type StatusTone } from '../kit/status-badge';

const TONES: Record<ApplicationStatus, StatusTone> = { new: 'warning', reviewing: 'neutral', interview: 'neutral', offer: 'neutral', hired: 'good', rejected: 'bad' };

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <StatusBadge tone={TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</StatusBadge>;
}
