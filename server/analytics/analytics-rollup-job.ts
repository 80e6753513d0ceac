import type { AppDeps } from '../context';
import type { BackgroundJob } from '../jobs/background-job';
import { refreshRollups } from './analytics-rollup.repo';

/**
 * The analytics rollups' refresh as a background job (docs/decisions/066): every five minutes, so the
 * marks the triggers append never pile up and a report finds little left to recompute. A report
 * refreshes too, so its figures never wait for this.
 */
export function analyticsRollupJob(deps: AppDeps): BackgroundJob {
  return {
    name: 'analytics-rollups',
    purpose: 'Recomputes the analytics figures of the shop days whose orders changed',
    everySeconds: 5 * 60,
    expireInSeconds: 15 * 60,
    run: async () => ({ days: await refreshRollups(deps.db) }),
  };
}
