import type { AppDeps } from '../context';
import { recoverStaleCaptures, type CaptureDeps } from './capture.service';
import type { BackgroundJob } from '../jobs/background-job';
import type { Logger } from '../logging/logger';

/** What a capture needs from the app: the confirmation email goes out once a capture settles. */
export function captureDepsOf(deps: AppDeps, log: Logger): CaptureDeps {
  return {
    db: deps.db,
    paypal: deps.paypal,
    // Sent after the settle; its outcome is recorded in email_logs.
    afterPaid: (orderId) => void deps.email.sendOrderConfirmation(orderId),
    log,
    captureEnded: (outcome) => deps.metrics.captureEnded(outcome),
  };
}

/**
 * Finishes captures a stopped server left claimed (docs/decisions/019): a background job (the job
 * queue, docs/decisions/052) run at start and then every minute, on one instance at a time.
 */
export function captureRecoveryJob(deps: AppDeps, options: { everySeconds?: number; expireInSeconds?: number } = {}): BackgroundJob {
  return {
    name: 'capture-recovery',
    purpose: 'Finishes payments whose server stopped mid-capture',
    everySeconds: options.everySeconds ?? 60,
    expireInSeconds: options.expireInSeconds ?? 120,
    retryDelaySeconds: 10,
    run: (_data, { log }) => recoverStaleCaptures(captureDepsOf(deps, log)),
  };
}
