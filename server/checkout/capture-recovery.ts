import type { AppDeps } from '../context';
import { recoverStaleCaptures, type CaptureDeps } from './capture.service';
import { startExclusiveWork, type ExclusiveWork } from '../background/exclusive-work';
import { structuredLog } from '../lifecycle/log';

/** What a capture needs from the app: the confirmation email goes out once a capture settles. */
export function captureDepsOf(deps: AppDeps): CaptureDeps {
  return {
    db: deps.db,
    paypal: deps.paypal,
    // Sent after the settle; its outcome is recorded in email_logs.
    afterPaid: (orderId) => void deps.email.sendOrderConfirmation(orderId),
    log: (entry) => console.error(JSON.stringify(entry)),
  };
}

/**
 * Finishes captures a stopped server left claimed (docs/decisions/019): at start, then every
 * `intervalMs`, on one instance at a time across every instance on the database (the leader,
 * docs/decisions/027; another takes over within `standbyRetryMs` when it dies). Only serving
 * processes run it (not the migrate or seed scripts).
 */
export function startCaptureRecovery(deps: AppDeps, options: { intervalMs?: number; standbyRetryMs?: number } = {}): ExclusiveWork {
  const captureDeps = captureDepsOf(deps);
  return startExclusiveWork({
    name: 'capture-recovery',
    databaseUrl: deps.config.databaseUrl,
    intervalMs: options.intervalMs ?? 60_000,
    standbyRetryMs: options.standbyRetryMs ?? 10_000,
    work: () => recoverStaleCaptures(captureDeps),
    log: structuredLog(deps.config.logInfo),
  });
}
