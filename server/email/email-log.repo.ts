import type { Database } from '../db/database';
import type { Row } from '../db/schema';
import { htmlWithInlineImages } from './inline-images';
import type { EmailAttachment } from './mail-transport';

export type EmailStatus = 'sent' | 'failed' | 'logged';

export interface EmailLogEntry {
  to: string;
  subject: string;
  template: string;
  text: string;
  html: string | null;
  /** Inline images (`cid:`) are kept in the logged HTML as data: URLs. */
  attachments?: EmailAttachment[];
  status: EmailStatus;
  error: string | null;
  relatedOrderId: string | null;
  /** The marketing campaign the message belongs to (docs/decisions/054). */
  campaignId?: string | null;
}

/** One row in email_logs per message the shop tried to send, whatever became of it. */
export async function insertEmailLog(db: Database, entry: EmailLogEntry): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('email_logs')
    .values({
      id,
      to_address: entry.to,
      subject: entry.subject,
      template: entry.template,
      body_text: entry.text,
      body_html: htmlWithInlineImages(entry.html, entry.attachments),
      status: entry.status,
      error: entry.error,
      related_order_id: entry.relatedOrderId,
      campaign_id: entry.campaignId ?? null,
    })
    .execute();
  return id;
}

/** Several email_logs rows in one insert; answers their ids in the entries' order. */
export async function insertEmailLogs(db: Database, entries: EmailLogEntry[]): Promise<string[]> {
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
        status: entry.status,
        error: entry.error,
        related_order_id: entry.relatedOrderId,
        campaign_id: entry.campaignId ?? null,
      })),
    )
    .execute();
  return ids;
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
