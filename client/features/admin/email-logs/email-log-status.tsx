import { EMAIL_LOG_STATUS_LABELS, type EmailLogStatus } from '../../../../shared/admin/email-logs.schema';
import { StatusBadge, type StatusTone } from '../kit/status-badge';

const TONES: Record<EmailLogStatus, StatusTone> = { sent: 'good', failed: 'bad', logged: 'neutral', retrying: 'warning', skipped: 'neutral' };

/** A message's outcome as a badge. */
export function EmailLogStatusBadge({ status }: { status: EmailLogStatus }) {
  return <StatusBadge tone={TONES[status]}>{EMAIL_LOG_STATUS_LABELS[status]}</StatusBadge>;
}

/** A template's name as people read it ("order_shipped" → "Order shipped"). */
export const templateName = (template: string): string => template.charAt(0).toUpperCase() + template.slice(1).replace(/_/g, ' ');
