import type { EmailRetrySettings } from '../config';
import { deliveryFailureOf, type DeliveryFailureKind } from './delivery-failure';
import type { EmailStatus } from './email-log.repo';
import type { MailTransport, OutgoingEmail } from './mail-transport';

// One attempt at one message, and what it means (docs/decisions/083):
// - marketing to an address that bounced is skipped, never attempted;
// - any other message to a bounced address is attempted once (it may be a receipt) and not retried;
// - a hard bounce fails the message (and marks the address, see delivery-record.repo.ts);
// - a soft failure is retried with back-off, `limit` times, never after the message's give-up time;
//   after the last attempt it is failed.

/** What is known of a message before an attempt. */
export interface AttemptContext {
  marketing: boolean;
  /** When the address bounced, if it has. */
  bouncedAt: Date | null;
  /** Attempts already made (0 for a new message) and how the last one failed. */
  attemptsBefore: number;
  lastFailure: Pick<AttemptOutcome, 'error' | 'failure' | 'smtpReply'> | null;
  /** No attempt after this (a password-reset link's expiry). */
  giveUpAt: Date | null;
}

/** One attempt's outcome, as email_logs records it. */
export interface AttemptOutcome {
  status: EmailStatus;
  error: string | null;
  failure: DeliveryFailureKind | null;
  smtpReply: string | null;
  attempts: number;
  /** While `retrying`: when the next attempt is due. */
  nextAttemptAt: Date | null;
  /** The address's bounce, for a message skipped or attempted despite it. */
  addressBouncedAt: Date | null;
  /** When the attempt started (a bounce recorded before a delivery that started later is cleared). */
  startedAt: Date;
}

/** When the next attempt is due after `attemptsMade` attempts (the first retry after `firstDelaySeconds`, then doubling); null after the last. */
export function nextAttemptAfter(attemptsMade: number, settings: EmailRetrySettings, from: Date): Date | null {
  if (attemptsMade > settings.limit) return null;
  return new Date(from.getTime() + settings.firstDelaySeconds * 1000 * 2 ** (attemptsMade - 1));
}

/** Attempts the message once, or skips it, and says what it comes to. */
export async function attemptDelivery(transport: MailTransport, message: OutgoingEmail, context: AttemptContext, retry: EmailRetrySettings): Promise<AttemptOutcome> {
  const startedAt = new Date();
  const unchanged: AttemptOutcome = {
    status: 'failed',
    error: context.lastFailure?.error ?? null,
    failure: context.lastFailure?.failure ?? null,
    smtpReply: context.lastFailure?.smtpReply ?? null,
    attempts: context.attemptsBefore,
    nextAttemptAt: null,
    addressBouncedAt: context.bouncedAt,
    startedAt,
  };
  if (context.bouncedAt && context.marketing) return { ...unchanged, status: 'skipped' };
  // Attempted once despite the bounce: a retry would be a second attempt.
  if (context.bouncedAt && context.attemptsBefore > 0) return unchanged;
  const attempted = { ...unchanged, attempts: context.attemptsBefore + 1 };
  if (transport.kind === 'log') return { ...attempted, status: 'logged', error: null, failure: null, smtpReply: null };
  try {
    await transport.deliver(message);
    return { ...attempted, status: 'sent', error: null, failure: null, smtpReply: null };
  } catch (cause) {
    const failure = deliveryFailureOf(cause);
    const failed: AttemptOutcome = { ...attempted, status: 'failed', error: failure.error, failure: failure.kind, smtpReply: failure.smtpReply };
    if (failure.kind !== 'soft' || context.bouncedAt) return failed;
    const next = nextAttemptAfter(attempted.attempts, retry, new Date());
    if (!next || (context.giveUpAt && next > context.giveUpAt)) return failed;
    return { ...failed, status: 'retrying', nextAttemptAt: next };
  }
}
