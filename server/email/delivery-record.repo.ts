import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { AttemptOutcome } from './delivery-attempt';
import { clearBounce, recordBounce } from './email-bounces.repo';
import { insertEmailLogs, updateEmailLogOutcome, type EmailLogEntry } from './email-log.repo';
import { insertRetries, settleRetry, takeInterruptedRetries, type RetryScope } from './email-retries.repo';
import type { OutgoingEmail } from './mail-transport';

// What an attempt changes, written in one transaction (docs/decisions/083): the message's email_logs
// entry; its kept copy while it is deferred; and the address's bounce, set by a hard bounce and
// cleared by a delivery that started after it.

/** A new message's outcome, and what a retry needs. */
export interface NewDelivery {
  entry: EmailLogEntry;
  message: OutgoingEmail;
  /** Set for a campaign's message: its retries wait for the campaign's batches. */
  retryCampaignId: string | null;
  giveUpAt: Date | null;
}

async function applyToAddress(trx: Transaction<DB>, to: string, outcome: AttemptOutcome, emailLogId: string): Promise<void> {
  if (outcome.failure === 'bounce' && outcome.status === 'failed') {
    await recordBounce(trx, { address: to, at: outcome.startedAt, smtpReply: outcome.smtpReply, emailLogId });
  } else if (outcome.status === 'sent' && outcome.addressBouncedAt) {
    await clearBounce(trx, to, outcome.startedAt);
  }
}

/** Records new messages (one insert), keeps the deferred ones, and marks or clears their addresses' bounces; their ids in order. */
export async function recordNewDeliveries(db: Kysely<DB>, deliveries: readonly NewDelivery[]): Promise<string[]> {
  if (deliveries.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const ids = await insertEmailLogs(trx, deliveries.map((delivery) => delivery.entry));
    await insertRetries(
      trx,
      deliveries.flatMap((delivery, index) =>
        delivery.entry.outcome.status === 'retrying' ? [{ emailLogId: ids[index]!, campaignId: delivery.retryCampaignId, message: delivery.message, giveUpAt: delivery.giveUpAt }] : [],
      ),
    );
    for (const [index, delivery] of deliveries.entries()) await applyToAddress(trx, delivery.entry.to, delivery.entry.outcome, ids[index]!);
    return ids;
  });
}

/** Records a retry's outcome on the message's entry, and releases or drops its kept copy. */
export async function recordRetriedDelivery(db: Kysely<DB>, emailLogId: string, to: string, outcome: AttemptOutcome, previousAttempts: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateEmailLogOutcome(trx, emailLogId, outcome);
    await settleRetry(trx, emailLogId, outcome.status === 'retrying');
    // An attempt that was not made (skipped, or not tried again after a bounce) changes no address.
    if (outcome.attempts > previousAttempts) await applyToAddress(trx, to, outcome, emailLogId);
  });
}

/** What a deferred message's entry says when the run retrying it stopped before knowing the outcome. */
export const RETRY_INTERRUPTED_ERROR = 'Interrupted before the outcome was known (the server stopped); not tried again';

/** Closes the scope's retries cut short by a run that is gone as failed (at most once); their ids and addresses. */
export async function closeInterruptedRetries(db: Kysely<DB>, scope: RetryScope): Promise<Array<{ emailLogId: string; to: string }>> {
  return db.transaction().execute(async (trx) => {
    const interrupted = await takeInterruptedRetries(trx, scope);
    if (interrupted.length > 0) {
      await trx
        .updateTable('email_logs')
        .set({ status: 'failed', failure: 'error', error: RETRY_INTERRUPTED_ERROR, smtp_reply: null, next_attempt_at: null })
        .where('id', 'in', interrupted.map((row) => row.emailLogId))
        .execute();
    }
    return interrupted;
  });
}
