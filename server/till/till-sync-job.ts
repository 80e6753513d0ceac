import type { BackgroundJob } from '../jobs/background-job';
import { runQueuedTillSync, runScheduledTillSync, type TillSyncDeps } from './till-sync';

/** Every 5 minutes (docs/decisions/055): push the catalog and pull what the till's webhooks may have missed. */
export const TILL_RECONCILIATION_SECONDS = 300;

/** The queue "Sync now" sends its run to (docs/decisions/086). */
export const TILL_SYNC_NOW_JOB = 'till-sync-now';

/** The periodic reconciliation pull, as a background job (docs/decisions/052): nothing when the connection is off or a run is going. */
export function tillReconciliationJob(deps: TillSyncDeps): BackgroundJob<never> {
  return {
    name: 'till-reconciliation',
    purpose: 'Sync the till: push products, sizes and prices; pull sales and counts the webhooks missed',
    everySeconds: TILL_RECONCILIATION_SECONDS,
    expireInSeconds: 600,
    run: async () => {
      const run = await runScheduledTillSync(deps);
      return run ? { runId: run.id, status: run.status } : { skipped: true };
    },
  };
}

/**
 * A run someone asked for with "Sync now" (docs/decisions/086), queued with its `till_sync_runs` row
 * and run by whichever instance takes it. The run records its own failure (the till unreachable, the
 * connection switched off); the queue retries only a run lost with its instance (expired) or one the
 * database failed, and the retry carries on the same run.
 */
export function tillSyncNowJob(deps: TillSyncDeps): BackgroundJob<{ runId: string }> {
  return {
    name: TILL_SYNC_NOW_JOB,
    purpose: 'Run a till sync asked for with "Sync now" on the EPOS sync screen',
    policy: 'standard',
    expireInSeconds: 600,
    retryLimit: 2,
    retryDelaySeconds: 5,
    run: async ({ runId }) => {
      const run = await runQueuedTillSync(deps, runId);
      return run ? { runId: run.id, status: run.status } : { runId, alreadyFinished: true };
    },
  };
}
