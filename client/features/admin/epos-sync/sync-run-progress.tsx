import { EPOS_SYNC_TEXTS, type TillSyncRun } from '../../../../shared/admin/epos-sync.schema';
import { errorText } from '../api/resource-queries';
import { dateTimeText } from '../kit/date-time-text';
import { StatusBadge } from '../kit/status-badge';
import { RUN_STATUS_TONES } from './epos-sync-columns';
import { useTillSyncRun } from '../api/use-epos-sync';

/** What the run has done so far, in the shop's words. */
function progressText(run: TillSyncRun): string {
  const counts = `pushed ${run.itemsPushed}, pulled ${run.itemsPulled}, applied ${run.itemsApplied}`;
  switch (run.status) {
    case 'queued':
      return `${EPOS_SYNC_TEXTS.queued} (asked for ${dateTimeText(run.queuedAt)}).`;
    case 'running':
      if (run.step === 'push') return `${EPOS_SYNC_TEXTS.stepLabels.push}: ${run.itemsPushed} of ${run.itemsToPush ?? '…'} variations pushed.`;
      if (run.step === 'pull') return `${EPOS_SYNC_TEXTS.stepLabels.pull}: ${run.itemsPushed} pushed, ${run.itemsPulled} pulled, ${run.itemsApplied} applied so far.`;
      return 'Starting.';
    case 'succeeded':
      return `Finished ${dateTimeText(run.finishedAt)}: ${counts}.`;
    case 'failed':
      return `Finished ${dateTimeText(run.finishedAt)}: ${counts}. ${run.errors.join(' ')}`;
  }
}

/**
 * The run "Sync now" queued or joined, followed as it goes (docs/decisions/086): queued, running with
 * its step and counts, then succeeded or failed with its message. Read again every second until then.
 */
export function SyncRunProgress({ runId, joined }: { runId: string; joined: boolean }) {
  const run = useTillSyncRun(runId);
  return (
    <div className="sync-run-progress" data-testid="sync-run-progress" role="status" aria-live="polite">
      {joined ? <p className="muted">{EPOS_SYNC_TEXTS.joined}.</p> : null}
      {run.error ? (
        <p className="form-alert">{errorText(run.error)}</p>
      ) : run.data ? (
        <p>
          <StatusBadge tone={RUN_STATUS_TONES[run.data.status]}>{EPOS_SYNC_TEXTS.statusLabels[run.data.status]}</StatusBadge> {progressText(run.data)}
        </p>
      ) : null}
    </div>
  );
}
