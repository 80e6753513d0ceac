import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logging/logger';
import { insertEmailLog, insertEmailLogs, type EmailLogEntry, type EmailStatus } from './email-log.repo';
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
}

/** The shop's email, on AppDeps as `deps.email`. No method ever rejects. */
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
  sendMessage(message: OutgoingEmail, template: string, relatedOrderId: string | null, options?: { campaignId?: string }): Promise<EmailOutcome>;
  /** Emails the shopper a change to their order (shipped, refunded, cancelled); null when there is no order or no address. */
  sendOrderUpdate(orderId: string, update: OrderUpdate): Promise<EmailOutcome | null>;
  /** Resolves when every message started so far is delivered or recorded as failed. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** How many queued confirmations one batch reads and records at most. */
const CONFIRMATION_BATCH = 50;

/** SMTP (nodemailer) when config.smtpUrl is set; otherwise each message is logged and recorded as 'logged'. */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'emailFrom'>, db: Database, log: Logger): EmailService {
  const transport = createMailTransport(config);
  const pending = new Set<Promise<unknown>>();

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
    return work;
  };

  /** Hands one message to the transport (or the log) and logs the outcome; never rejects. */
  async function deliver(message: OutgoingEmail, template: string): Promise<{ status: EmailStatus; error: string | null }> {
    let status: EmailStatus;
    let error: string | null = null;
    if (transport.kind === 'smtp') {
      try {
        await transport.deliver(message);
        status = 'sent';
      } catch (cause) {
        status = 'failed';
        error = cause instanceof Error ? cause.message : String(cause);
      }
    } else {
      status = 'logged';
    }
    // The body is not logged: a reset email carries a live token.
    log[status === 'failed' ? 'warn' : 'info']({ to: message.to, subject: message.subject, template, status, ...(error ? { error } : {}) }, 'email');
    return { status, error };
  }

  async function send(message: OutgoingEmail, template: string, relatedOrderId: string | null, campaignId: string | null = null): Promise<EmailOutcome> {
    const { status, error } = await deliver(message, template);
    try {
      const emailLogId = await insertEmailLog(db, { ...message, template, status, error, relatedOrderId, campaignId });
      return { status, emailLogId };
    } catch (cause) {
      log.error({ to: message.to, template, error: String(cause) }, 'email log not recorded');
      return { status, emailLogId: null };
    }
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
    const sendable: Array<{ item: (typeof batch)[number]; entry: Promise<EmailLogEntry> }> = [];
    for (const item of batch) {
      const order = found.get(item.orderId);
      if (!order?.to) {
        log.warn({ orderId: item.orderId, reason: order ? 'no email address' : 'no such order' }, 'order confirmation not sent');
        item.done(null);
        continue;
      }
      const to = order.to;
      const entry = (async (): Promise<EmailLogEntry> => {
        let message: OutgoingEmail;
        try {
          // A pickup order's confirmation carries its code as a QR code, an inline PNG.
          const code = order.order.pickup?.code;
          message = { to, ...orderConfirmationEmail(order.order), ...(code ? { attachments: [await pickupQrAttachment(code)] } : {}) };
        } catch (cause) {
          log.error({ orderId: item.orderId, error: String(cause) }, 'order confirmation failed');
          throw cause;
        }
        const { status, error } = await deliver(message, ORDER_CONFIRMATION_TEMPLATE);
        return { ...message, template: ORDER_CONFIRMATION_TEMPLATE, status, error, relatedOrderId: item.orderId };
      })();
      sendable.push({ item, entry });
    }
    const settled = await Promise.allSettled(sendable.map((s) => s.entry));
    const recorded: Array<{ item: (typeof batch)[number]; entry: EmailLogEntry }> = [];
    settled.forEach((result, index) => {
      const { item } = sendable[index]!;
      if (result.status === 'fulfilled') recorded.push({ item, entry: result.value });
      else item.done(null);
    });
    if (recorded.length === 0) return;
    let ids: Array<string | null>;
    try {
      ids = await insertEmailLogs(db, recorded.map((r) => r.entry));
    } catch (cause) {
      for (const { entry } of recorded) log.error({ to: entry.to, template: entry.template, error: String(cause) }, 'email log not recorded');
      ids = recorded.map(() => null);
    }
    recorded.forEach(({ item, entry }, index) => item.done({ status: entry.status, emailLogId: ids[index] ?? null }));
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
      return track(send({ to: input.to, ...email }, PASSWORD_RESET_TEMPLATE, null));
    },

    sendMessage(message, template, relatedOrderId, options = {}) {
      return track(send(message, template, relatedOrderId, options.campaignId ?? null));
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
