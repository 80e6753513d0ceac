import { Link } from '@tanstack/react-router';
import { emailLogReason } from '../../../../shared/admin/email-log-reasons';
import type { AdminEmailLog } from '../../../../shared/admin/email-logs.schema';
import type { AdminColumn } from '../kit/data-table';
import { dateTimeText } from '../kit/date-time-text';
import { EmailLogStatusBadge, templateName } from './email-log-status';

// The column ids are the API's sort keys (server/admin/email-logs/email-logs.repo.ts).
export const emailLogColumns: Array<AdminColumn<AdminEmailLog>> = [
  { id: 'createdAt', header: 'When', enableSorting: true, enableHiding: false, cell: ({ row }) => <time dateTime={row.original.createdAt}>{dateTimeText(row.original.createdAt)}</time> },
  { id: 'to', header: 'To', enableSorting: true, cell: ({ row }) => row.original.to },
  {
    id: 'subject',
    header: 'Subject',
    enableHiding: false,
    cell: ({ row }) => (
      <Link to="/admin/email-logs/$id" params={{ id: row.original.id }} data-testid="email-log-link">
        {row.original.subject}
      </Link>
    ),
  },
  { id: 'template', header: 'Template', enableSorting: true, cell: ({ row }) => templateName(row.original.template) },
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    cell: ({ row }) => (
      <>
        <EmailLogStatusBadge status={row.original.status} />
        {row.original.resentAs ? <span className="muted"> sent again</span> : null}
      </>
    ),
  },
  {
    id: 'error',
    header: 'Why',
    cell: ({ row }) => {
      const reason = emailLogReason(row.original, dateTimeText);
      return reason ? <span className="email-log-error" data-testid="email-log-reason">{reason}</span> : '—';
    },
  },
];
