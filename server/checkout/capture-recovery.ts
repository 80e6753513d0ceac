import type { AppDeps } from '../context';
import { recoverStaleCaptures, type CaptureDeps } from './capture.service';

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
 * Finishes captures a stopped server left claimed (docs/decisions/019): once at start, then every
 * `intervalMs`. Only serving processes run it (not the migrate or seed scripts).
 */
export function startCaptureRecovery(deps: AppDeps, intervalMs = 60_000): { stop(): Promise<void> } {
  const captureDeps = captureDepsOf(deps);
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running.then(() => recoverStaleCaptures(captureDeps)).catch((error: unknown) => {
      captureDeps.log({ level: 'error', msg: 'capture recovery failed', error: String(error) });
    });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
