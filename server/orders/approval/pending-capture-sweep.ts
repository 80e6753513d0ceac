import type { AppDeps } from '../../context';
import type { BackgroundJob } from '../../jobs/background-job';
import type { Logger } from '../../logging/logger';
import { pendingCaptureOrders, resolvePendingCapture, type PendingCaptureDeps } from './pending-capture';

/** One pass: asks PayPal about every pending capture (up to `limit`); answers how many it resolved. */
export async function sweepPendingCaptures(deps: PendingCaptureDeps, log: Logger, limit = 50): Promise<number> {
  let resolved = 0;
  for (const orderId of await pendingCaptureOrders(deps.db, limit)) {
    try {
      const { outcome } = await resolvePendingCapture(deps, orderId, { actorId: null });
      if (outcome !== 'still_pending') {
        resolved++;
        log.info({ orderId, outcome }, 'pending capture resolved');
      }
    } catch (error) {
      log.warn({ orderId, error: String(error) }, 'pending capture not resolved this time');
    }
  }
  return resolved;
}

/**
 * Checks pending PayPal captures in the background (docs/decisions/044), so none stays pending without
 * a way out: a background job run at start and then every 15 minutes (docs/decisions/052).
 */
export function pendingCaptureSweepJob(deps: AppDeps): BackgroundJob {
  return {
    name: 'pending-capture-sweep',
    purpose: 'Asks PayPal about payments it left pending',
    everySeconds: 15 * 60,
    expireInSeconds: 10 * 60,
    run: async (_data, { log }) => ({ resolved: await sweepPendingCaptures(deps, log) }),
  };
}
