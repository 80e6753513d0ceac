import { EPOS_SYNC_TEXTS, type TillSyncRun, type TillSyncRunStatus } from '../../../../shared/admin/epos-sync.schema';
import type { AdminColumn } from '../kit/data-table';
import { dateTimeText } from '../kit/date-time-text';
import { StatusBadge, type StatusTone } from '../kit/status-badge';

export const RUN_STATUS_TONES: Record<TillSyncRunStatus, StatusTone> = { queued: 'neutral', running: 'warning', succeeded: 'good', failed: 'bad' };

const moment = (iso: string | null) => (iso ? <time dateTime={iso}>{dateTimeText(iso)}</time> : '—');

// The column ids are the API's sort keys (server/admin/epos-sync/epos-sync.routes.ts).
export const syncRunColumns: Array<AdminColumn<TillSyncRun>> = [
  { id: 'queuedAt', header: 'Asked for', enableSorting: true, enableHiding: false, cell: ({ row }) => moment(row.original.queuedAt) },
  { id: 'startedAt', header: 'Started', enableSorting: true, cell: ({ row }) => moment(row.original.startedAt) },
  { id: 'finishedAt', header: 'Finished', cell: ({ row }) => moment(row.original.finishedAt) },
  { id: 'trigger', header: 'Started by', cell: ({ row }) => EPOS_SYNC_TEXTS.triggerLabels[row.original.trigger] },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge tone={RUN_STATUS_TONES[row.original.status]}>{EPOS_SYNC_TEXTS.statusLabels[row.original.status]}</StatusBadge> },
  { id: 'itemsPushed', header: 'Pushed', cell: ({ row }) => <span data-testid="run-pushed">{row.original.itemsPushed}</span> },
  { id: 'itemsPulled', header: 'Pulled', cell: ({ row }) => <span data-testid="run-pulled">{row.original.itemsPulled}</span> },
  { id: 'itemsApplied', header: 'Applied', cell: ({ row }) => row.original.itemsApplied },
  { id: 'errors', header: 'Errors', cell: ({ row }) => (row.original.errors.length > 0 ? row.original.errors.join(' ') : '—') },
];
