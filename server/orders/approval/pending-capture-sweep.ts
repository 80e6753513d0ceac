import type { AppDeps } from '../../context';
import { startExclusiveWork, type ExclusiveWork } from '../../background/exclusive-work';
import { structuredLog } from '../../lifecycle/log';
import { pendingCaptureOrders, resolvePendingCapture, type PendingCaptureDeps } from './pending-capture';

/** One pass: asks PayPal about every pending capture (up to `limit`); answers how many it resolved. */
export async function sweepPendingCaptures(deps: PendingCaptureDeps, log: (entry: Record<string, unknown>) => void, limit = 50): Promise<number> {
  let resolved = 0;
  for (const orderId of await pendingCaptureOrders(deps.db, limit)) {
    try {
      const { outcome } = await resolvePendingCapture(deps, orderId, { actorId: null });
      if (outcome !== 'still_pending') {
        resolved++;
        log({ level: 'info', msg: 'pending capture resolved', orderId, outcome });
      }
    } catch (error) {
      log({ level: 'warn', msg: 'pending capture not resolved this time', orderId, error: String(error) });
    }
  }
  return resolved;
}

/**
 * Checks pending PayPal captures in the background (docs/decisions/044), so none stays pending without
 * a way out: at start, then every `intervalMs`, on one instance at a time (exclusive-work.ts).
 */
export function startPendingCaptureSweep(deps: AppDeps, options: { intervalMs?: number; standbyRetryMs?: number } = {}): ExclusiveWork {
  const log = structuredLog(deps.config.logInfo);
  return startExclusiveWork({
    name: 'pending-capture-sweep',
    databaseUrl: deps.config.databaseUrl,
    intervalMs: options.intervalMs ?? 15 * 60_000,
    standbyRetryMs: options.standbyRetryMs ?? 10_000,
    work: () => sweepPendingCaptures(deps, (entry) => console.error(JSON.stringify(entry))),
    log,
  });
}
