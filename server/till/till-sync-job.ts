import type { BackgroundJob } from '../jobs/background-job';
import { runTillSync, type TillSyncDeps } from './till-sync';

/** Every 5 minutes (docs/decisions/055): push the catalog and pull what the till's webhooks may have missed. */
export const TILL_RECONCILIATION_SECONDS = 300;

/** The periodic reconciliation pull, as a background job (docs/decisions/052): nothing when the connection is off or a run is going. */
export function tillReconciliationJob(deps: TillSyncDeps): BackgroundJob<never> {
  return {
    name: 'till-reconciliation',
    purpose: 'Sync the till: push products, sizes and prices; pull sales and counts the webhooks missed',
    everySeconds: TILL_RECONCILIATION_SECONDS,
    expireInSeconds: 600,
    run: async () => {
      const run = await runTillSync(deps, 'scheduled');
      return run ? { runId: run.id, status: run.status } : { skipped: true };
    },
  };
}
