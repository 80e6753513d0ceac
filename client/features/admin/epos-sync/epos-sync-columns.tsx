import { EPOS_SYNC_TEXTS, type TillSyncRun, type TillSyncRunStatus } from '../../../../shared/admin/epos-sync.schema';
import type { AdminColumn } from '../kit/data-table';
import { dateTimeText } from '../kit/date-time-text';
import { StatusBadge, type StatusTone } from '../kit/status-badge';

const TONES: Record<TillSyncRunStatus, StatusTone> = { running: 'neutral', succeeded: 'good', failed: 'bad' };

// The column ids are the API's sort keys (server/admin/epos-sync/epos-sync.routes.ts).
export const syncRunColumns: Array<AdminColumn<TillSyncRun>> = [
  { id: 'startedAt', header: 'Started', enableSorting: true, enableHiding: false, cell: ({ row }) => <time dateTime={row.original.startedAt}>{dateTimeText(row.original.startedAt)}</time> },
  { id: 'finishedAt', header: 'Finished', cell: ({ row }) => (row.original.finishedAt ? <time dateTime={row.original.finishedAt}>{dateTimeText(row.original.finishedAt)}</time> : '—') },
  { id: 'trigger', header: 'Started by', cell: ({ row }) => EPOS_SYNC_TEXTS.triggerLabels[row.original.trigger] },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge tone={TONES[row.original.status]}>{EPOS_SYNC_TEXTS.statusLabels[row.original.status]}</StatusBadge> },
  { id: 'itemsPushed', header: 'Pushed', cell: ({ row }) => <span data-testid="run-pushed">{row.original.itemsPushed}</span> },
  { id: 'itemsPulled', header: 'Pulled', cell: ({ row }) => <span data-testid="run-pulled">{row.original.itemsPulled}</span> },
  { id: 'itemsApplied', header: 'Applied', cell: ({ row }) => row.original.itemsApplied },
  { id: 'errors', header: 'Errors', cell: ({ row }) => (row.original.errors.length > 0 ? row.original.errors.join(' ') : '—') },
];
