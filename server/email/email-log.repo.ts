import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB, Row } from '../db/schema';
import type { AttemptOutcome } from './delivery-attempt';
import { htmlWithInlineImages } from './inline-images';
import type { EmailAttachment } from './mail-transport';

/** `retrying`: deferred, its next attempt due (docs/decisions/083); `skipped`: marketing to an address that bounced. */
export type EmailStatus = 'sent' | 'failed' | 'logged' | 'retrying' | 'skipped';

type Db = Kysely<DB> | Transaction<DB>;

export interface EmailLogEntry {
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string | null;
  /** Inline images (`cid:`) are kept in the logged HTML as data: URLs. */
  attachments?: EmailAttachment[];
  relatedOrderId: string | null;
  /** The marketing campaign the message belongs to (docs/decisions/054). */
  campaignId?: string | null;
  /** What became of it (server/email/delivery-attempt.ts). */
  outcome: AttemptOutcome;
}

const outcomeColumns = (outcome: AttemptOutcome) => ({
  status: outcome.status,
  error: outcome.error,
  failure: outcome.failure,
  smtp_reply: outcome.smtpReply,
  attempts: outcome.attempts,
  next_attempt_at: outcome.nextAttemptAt,
  address_bounced_at: outcome.addressBouncedAt,
});

/** One email_logs row per message the shop tried to send, whatever became of it: several in one insert, their ids in the entries' order. */
export async function insertEmailLogs(db: Db, entries: readonly EmailLogEntry[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const ids = entries.map(() => crypto.randomUUID());
  await db
    .insertInto('email_logs')
    .values(
      entries.map((entry, index) => ({
        id: ids[index]!,
        to_address: entry.to,
        subject: entry.subject,
        template: entry.template,
        body_text: entry.text,
        body_html: htmlWithInlineImages(entry.html, entry.attachments),
        related_order_id: entry.relatedOrderId,
        campaign_id: entry.campaignId ?? null,
        ...outcomeColumns(entry.outcome),
      })),
    )
    .execute();
  return ids;
}

/** A retried message's entry takes the outcome of its latest attempt. */
export async function updateEmailLogOutcome(db: Db, id: string, outcome: AttemptOutcome): Promise<void> {
  await db.updateTable('email_logs').set(outcomeColumns(outcome)).where('id', '=', id).execute();
}

/** One recorded message as the developer's outbox shows it. */
export type OutboxMessage = Pick<Row<'email_logs'>, 'id' | 'to_address' | 'subject' | 'template' | 'status' | 'body_text' | 'body_html' | 'created_at'>;

const OUTBOX_COLUMNS = ['id', 'to_address', 'subject', 'template', 'status', 'body_text', 'body_html', 'created_at'] as const;

/** The newest recorded messages, newest first. */
export async function selectOutbox(db: Database, limit: number): Promise<OutboxMessage[]> {
  return db.selectFrom('email_logs').select(OUTBOX_COLUMNS).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
}

export async function selectOutboxMessage(db: Database, id: string): Promise<OutboxMessage | undefined> {
  return db.selectFrom('email_logs').select(OUTBOX_COLUMNS).where('id', '=', id).executeTakeFirst();
}
