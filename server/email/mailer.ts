import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logging/logger';
import type { EmailStatus } from './email-log.repo';
import { attemptDelivery, type AttemptContext, type AttemptOutcome } from './delivery-attempt';
import { closeInterruptedRetries, recordNewDeliveries, recordRetriedDelivery, RETRY_INTERRUPTED_ERROR, type NewDelivery } from './delivery-record.repo';
import { bounceKeyOf, bouncesOf } from './email-bounces.repo';
import { claimDueRetries, type RetryScope } from './email-retries.repo';
import { createMailTransport, type OutgoingEmail } from './mail-transport';
import { ORDER_CONFIRMATION_TEMPLATE, orderConfirmationEmail } from './order-confirmation.template';
import { findOrdersForEmail } from './order-email.repo';
import { PASSWORD_RESET_TEMPLATE, passwordResetEmail } from './password-reset.template';
import { pickupQrAttachment } from '../pickup/pickup-email.template';
import { orderUpdateEmail, templateOf, type OrderUpdate } from './order-update.template';
import { findOrderUpdateForEmail } from './order-update.repo';

/** What became of one message; it is also a row in email_logs (unless even that write failed). */
export interface EmailOutcome {
  status: EmailStatus;
  emailLogId: string | null;
  /** The error of a message failed or deferred. */
  error: string | null;
}

/** A deferred message's retry: its address, and whether an attempt was made (a skip or a closed interruption is not one). */
export interface RetriedOutcome extends EmailOutcome {
  to: string;
  attempted: boolean;
}

/**
 * A message of a campaign: `marketing` for the campaign's own messages (never sent to an address that
 * bounced; retried by the campaign's batches), not for a test send.
 */
export interface CampaignMessageOptions {
  campaignId: string;
  marketing?: boolean;
}

/** The shop's email, on AppDeps as `deps.email`. No method but `retryDue` ever rejects. */
export interface EmailService {
  /** 'smtp' when SMTP_URL is configured, else 'log'. */
  readonly mode: 'smtp' | 'log';
  /** The password-reset link email (called by better-auth's sendResetPassword). */
  sendPasswordReset(input: { to: string; name: string; resetUrl: string; validForMinutes: number }): Promise<EmailOutcome>;
  /** Reads the order from the database and emails its confirmation; null when there is no order or no address. */
  sendOrderConfirmation(orderId: string): Promise<EmailOutcome | null>;
  /**
   * Sends one rendered message (any template: the pickup emails, say) and records it in email_logs
   * against `relatedOrderId`; never rejects.
   */
  sendMessage(message: OutgoingEmail, template: string, relatedOrderId: string | null, options?: CampaignMessageOptions): Promise<EmailOutcome>;
  /** Emails the shopper a change to their order (shipped, refunded, cancelled); null when there is no order or no address. */
  sendOrderUpdate(orderId: string, update: OrderUpdate): Promise<EmailOutcome | null>;
  /**
   * Attempts again up to `limit` deferred messages of the scope whose time has come (docs/decisions/083),
   * after closing the scope's retries cut short by a run that is gone. One message's failure is its
   * outcome; it rejects only when the deferred messages cannot be read (the job's run then fails and
   * the queue runs it again).
   */
  retryDue(scope: RetryScope, limit: number): Promise<RetriedOutcome[]>;
  /** Resolves when every message started so far is delivered or recorded as failed. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** A recorded message's outcome; a deferral that could not be recorded has no kept copy to retry, so it failed. */
function reported(outcome: AttemptOutcome, emailLogId: string | null): EmailOutcome {
  return { status: emailLogId === null && outcome.status === 'retrying' ? 'failed' : outcome.status, emailLogId, error: outcome.error };
}

/** How many queued confirmations one batch reads and records at most. */
const CONFIRMATION_BATCH = 50;

/** SMTP (nodemailer) when config.smtpUrl is set; otherwise each message is logged and recorded as 'logged'. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'emailFrom' | 'emailRetry'>, db: Database, log: Logger): EmailService {
  const transport = createMailTransport(config);
  const pending = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
    return work;
  };

  /** When each address bounced; on a failed read, none (the message is attempted and recorded as usual). */
  async function bouncesFor(addresses: string[]): Promise<Map<string, Date>> {
    try {
      return await bouncesOf(db, addresses);
    } catch (cause) {
      log.error({ error: String(cause) }, 'email bounces not read');
      return new Map();
    }
  }

  /** Attempts (or skips) one message and logs the outcome; never rejects. */
  async function attempt(message: OutgoingEmail, template: string, context: AttemptContext): Promise<AttemptOutcome> {
    const outcome = await attemptDelivery(transport, message, context, config.emailRetry);
    const { status, error } = outcome;
    // The body is not logged: a reset email carries a live token.
    log[status === 'failed' || status === 'retrying' ? 'warn' : 'info']({ to: message.to, subject: message.subject, template, status, ...(error ? { error } : {}) }, 'email');
    return outcome;
  }

  const newMessage = (bouncedAt: Date | null, marketing: boolean, giveUpAt: Date | null): AttemptContext => ({ marketing, bouncedAt, attemptsBefore: 0, lastFailure: null, giveUpAt });

  /** Records new messages' outcomes; their ids (null each when even that write failed). */
  async function record(deliveries: NewDelivery[]): Promise<Array<string | null>> {
    try {
      return await recordNewDeliveries(db, deliveries);
    } catch (cause) {
      for (const { entry } of deliveries) log.error({ to: entry.to, template: entry.template, error: String(cause) }, 'email log not recorded');
      return deliveries.map(() => null);
    }
  }

  async function send(message: OutgoingEmail, template: string, relatedOrderId: string | null, options: { campaign?: CampaignMessageOptions; giveUpAt?: Date } = {}): Promise<EmailOutcome> {
    const marketing = options.campaign?.marketing === true;
    const bouncedAt = (await bouncesFor([message.to])).get(bounceKeyOf(message.to)) ?? null;
    const outcome = await attempt(message, template, newMessage(bouncedAt, marketing, options.giveUpAt ?? null));
    const entry = { ...message, template, relatedOrderId, campaignId: options.campaign?.campaignId ?? null, outcome };
    const [emailLogId = null] = await record([{ entry, message, retryCampaignId: marketing ? options.campaign!.campaignId : null, giveUpAt: options.giveUpAt ?? null }]);
    return reported(outcome, emailLogId);
  }

  async function retryDue(scope: RetryScope, limit: number): Promise<RetriedOutcome[]> {
    const closed = await closeInterruptedRetries(db, scope);
    const outcomes: RetriedOutcome[] = closed.map(({ emailLogId, to }) => ({ emailLogId, to, status: 'failed', error: RETRY_INTERRUPTED_ERROR, attempted: false }));
    const due = await claimDueRetries(db, scope, limit);
    const bounces = await bouncesFor(due.map((row) => row.message.to));
    for (const row of due) {
      const outcome = await attempt(row.message, row.template, { ...row.context, bouncedAt: bounces.get(bounceKeyOf(row.message.to)) ?? null });
      try {
        await recordRetriedDelivery(db, row.emailLogId, row.message.to, outcome, row.context.attemptsBefore);
      } catch (cause) {
        // Left claimed: the next run closes it as failed (its message may have left).
        log.error({ to: row.message.to, template: row.template, error: String(cause) }, 'email retry not recorded');
      }
      outcomes.push({ emailLogId: row.emailLogId, to: row.message.to, status: outcome.status, error: outcome.error, attempted: outcome.attempts > row.context.attemptsBefore });
    }
    return outcomes;
  }

  // Order confirmations are queued and sent in batches off the capture's path: one query reads every
  // queued order (with its lines), one insert records every message in email_logs. One batch at a time,
  // so a burst of captures never has its confirmations compete with it for connections.
  const confirmations: Array<{ orderId: string; done: (outcome: EmailOutcome | null) => void }> = [];
  let draining = false;

  async function sendConfirmations(batch: typeof confirmations): Promise<void> {
    let found: Awaited<ReturnType<typeof findOrdersForEmail>>;
    try {
      found = await findOrdersForEmail(db, [...new Set(batch.map((item) => item.orderId))]);
    } catch (cause) {
      for (const item of batch) {
        log.error({ orderId: item.orderId, error: String(cause) }, 'order confirmation failed');
        item.done(null);
      }
      return;
    }
    const bounces = await bouncesFor([...found.values()].flatMap((order) => (order.to ? [order.to] : [])));
    const sendable: Array<{ item: (typeof batch)[number]; delivery: Promise<NewDelivery> }> = [];
    for (const item of batch) {
      const order = found.get(item.orderId);
      if (!order?.to) {
        log.warn({ orderId: item.orderId, reason: order ? 'no email address' : 'no such order' }, 'order confirmation not sent');
        item.done(null);
        continue;
      }
      const to = order.to;
      const delivery = (async (): Promise<NewDelivery> => {
        let message: OutgoingEmail;
        try {
          // A pickup order's confirmation carries its code as a QR code, an inline PNG.
          const code = order.order.pickup?.code;
          message = { to, ...orderConfirmationEmail(order.order), ...(code ? { attachments: [await pickupQrAttachment(code)] } : {}) };
        } catch (cause) {
          log.error({ orderId: item.orderId, error: String(cause) }, 'order confirmation failed');
          throw cause;
        }
        const outcome = await attempt(message, ORDER_CONFIRMATION_TEMPLATE, newMessage(bounces.get(bounceKeyOf(to)) ?? null, false, null));
        return { entry: { ...message, template: ORDER_CONFIRMATION_TEMPLATE, relatedOrderId: item.orderId, outcome }, message, retryCampaignId: null, giveUpAt: null };
      })();
      sendable.push({ item, delivery });
    }
    const settled = await Promise.allSettled(sendable.map((s) => s.delivery));
    const recorded: Array<{ item: (typeof batch)[number]; delivery: NewDelivery }> = [];
    settled.forEach((result, index) => {
      const { item } = sendable[index]!;
      if (result.status === 'fulfilled') recorded.push({ item, delivery: result.value });
      else item.done(null);
    });
    if (recorded.length === 0) return;
    const ids = await record(recorded.map((r) => r.delivery));
    recorded.forEach(({ item, delivery }, index) => item.done(reported(delivery.entry.outcome, ids[index] ?? null)));
  }

  async function drainConfirmations(): Promise<void> {
    try {
      while (confirmations.length > 0) {
        const batch = confirmations.splice(0, CONFIRMATION_BATCH);
        await sendConfirmations(batch).catch((cause: unknown) => {
          for (const item of batch) {
            log.error({ orderId: item.orderId, error: String(cause) }, 'order confirmation failed');
            item.done(null);
          }
        });
      }
    } finally {
      draining = false;
    }
  }

  return {
    mode: transport.kind,

    sendPasswordReset(input) {
      const email = passwordResetEmail(input);
      // A deferred link is not retried once it has expired.
      const giveUpAt = new Date(Date.now() + input.validForMinutes * 60_000);
      return track(send({ to: input.to, ...email }, PASSWORD_RESET_TEMPLATE, null, { giveUpAt }));
    },

    sendMessage(message, template, relatedOrderId, options) {
      return track(send(message, template, relatedOrderId, options ? { campaign: options } : {}));
    },

    retryDue(scope, limit) {
      return track(retryDue(scope, limit));
    },

    sendOrderConfirmation(orderId) {
      return track(
        new Promise<EmailOutcome | null>((resolve) => {
          confirmations.push({ orderId, done: resolve });
          if (draining) return;
          draining = true;
          // After the current request's work: the capture answers first, the batch collects its neighbours.
          setImmediate(() => void drainConfirmations());
        }),
      );
    },

    sendOrderUpdate(orderId, update) {
      return track(
        (async (): Promise<EmailOutcome | null> => {
          try {
            const found = await findOrderUpdateForEmail(db, orderId, update);
            if (!found?.to) {
              log.warn({ orderId, kind: update.kind, reason: found ? 'no email address' : 'no such order' }, 'order update not sent');
              return null;
            }
            return await send({ to: found.to, ...orderUpdateEmail(update, found.order) }, templateOf(update), orderId);
          } catch (cause) {
            log.error({ orderId, kind: update.kind, error: String(cause) }, 'order update failed');
            return null;
          }
        })(),
      );
    },

    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    async close() {
      await this.idle();
      if (transport.kind === 'smtp') transport.close();
    },
  };
}
