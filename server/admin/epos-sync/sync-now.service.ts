import { AppError } from '../../../shared/errors';
import { EPOS_SYNC_TEXTS, type TillSyncRequest } from '../../../shared/admin/epos-sync.schema';
import { sendJobWithin } from '../../jobs/send-job-within';
import { readTillConnection, type TillSyncDeps } from '../../till/till-sync';
import { TILL_SYNC_NOW_JOB } from '../../till/till-sync-job';
import { activeRun, failStaleRuns, insertRun, toTillSyncRun } from '../../till/till-sync-runs.repo';
import { nothingChanged, recordChange, type AuditScope } from '../../platform/audit';

/** A run that finished between finding it in the way and reading it: ask again, a few times. */
const ATTEMPTS = 3;

/**
 * "Sync now" (docs/decisions/086): queues a run on the job queue and answers at once. In one
 * transaction: the queued run, its job and the audit row, so none exists without the others. A run
 * already queued or running (pressed twice, by two people, or the scheduled reconciliation) is
 * joined instead: nothing is queued or audited, and its run is answered to be followed.
 */
export async function requestTillSync(deps: TillSyncDeps, scope: AuditScope): Promise<TillSyncRequest> {
  // As before the queue: no sync without a connection that is on (and credentials that open).
  const connection = await readTillConnection(deps);
  if (!connection?.enabled) throw new AppError('CONFLICT', EPOS_SYNC_TEXTS.notConfigured);
  return deps.db.transaction().execute(async (trx) => {
    await failStaleRuns(trx);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const queued = await insertRun(trx, 'manual', scope.actor.id);
      if (queued) {
        if (!(await sendJobWithin(trx, TILL_SYNC_NOW_JOB, { runId: queued.id }))) throw new AppError('SERVICE_UNAVAILABLE', EPOS_SYNC_TEXTS.queueNotRunning);
        const run = toTillSyncRun(queued);
        await recordChange(trx, scope, { action: 'sync.run', entityType: 'till_sync_run', entityId: run.id, before: null, after: run });
        return { run, joined: false };
      }
      const active = await activeRun(trx);
      if (active) {
        nothingChanged(scope);
        return { run: toTillSyncRun(active), joined: true };
      }
    }
    throw new AppError('CONFLICT', EPOS_SYNC_TEXTS.alreadyRunning);
  });
}
