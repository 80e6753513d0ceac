import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, StoredEmail } from '../db/schema';
import type { AttemptContext } from './delivery-attempt';
import type { OutgoingEmail } from './mail-transport';

// Deferred messages waiting for their next attempt (migration 0035, docs/decisions/083). A row is
// claimed before its attempt and released or deleted after; one still claimed when the next run of its
// job starts was cut short (runs of one job never overlap) and is closed as failed, never attempted
// again: its message may have left.

type Db = Kysely<DB> | Transaction<DB>;

/** Which deferred messages a run retries: one campaign's (its batches, at its rate), or every other. */
export type RetryScope = { campaignId: string } | { campaignId: null };

export interface RetryRow {
  emailLogId: string;
  template: string;
  campaignId: string | null;
  message: OutgoingEmail;
  context: Omit<AttemptContext, 'bouncedAt'>;
}

export function storedEmailOf({ attachments, ...message }: OutgoingEmail): StoredEmail {
  return { ...message, ...(attachments?.length ? { attachments: attachments.map(({ content, ...rest }) => ({ ...rest, contentBase64: content.toString('base64') })) } : {}) };
}

function outgoingEmailOf({ attachments, ...message }: StoredEmail): OutgoingEmail {
  return { ...message, ...(attachments ? { attachments: attachments.map(({ contentBase64, ...rest }) => ({ ...rest, content: Buffer.from(contentBase64, 'base64') })) } : {}) };
}

/** Keeps deferred messages for their next attempts. */
export async function insertRetries(db: Db, rows: ReadonlyArray<{ emailLogId: string; campaignId: string | null; message: OutgoingEmail; giveUpAt: Date | null }>): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('email_retries')
    .values(rows.map((row) => ({ email_log_id: row.emailLogId, campaign_id: row.campaignId, message: JSON.stringify(storedEmailOf(row.message)), give_up_at: row.giveUpAt })))
    .execute();
}

const inScope = (scope: RetryScope) => (scope.campaignId === null ? sql<boolean>`r.campaign_id is null` : sql<boolean>`r.campaign_id = ${scope.campaignId}`);

/** Claims up to `limit` deferred messages of the scope whose next attempt is due, longest waiting first. */
export async function claimDueRetries(db: Kysely<DB>, scope: RetryScope, limit: number): Promise<RetryRow[]> {
  if (limit <= 0) return [];
  const claimed = await sql<{ email_log_id: string }>`
    UPDATE email_retries SET claimed_at = now()
    WHERE email_log_id IN (
      SELECT r.email_log_id FROM email_retries r JOIN email_logs l ON l.id = r.email_log_id
      WHERE r.claimed_at IS NULL AND l.next_attempt_at <= now() AND ${inScope(scope)}
      ORDER BY l.next_attempt_at, l.id LIMIT ${limit}
      FOR UPDATE OF r SKIP LOCKED)
    RETURNING email_log_id`.execute(db);
  if (claimed.rows.length === 0) return [];
  const rows = await db
    .selectFrom('email_retries as r')
    .innerJoin('email_logs as l', 'l.id', 'r.email_log_id')
    .select(['r.email_log_id', 'r.campaign_id', 'r.message', 'r.give_up_at', 'l.template', 'l.attempts', 'l.error', 'l.failure', 'l.smtp_reply', 'l.next_attempt_at'])
    .where('r.email_log_id', 'in', claimed.rows.map((row) => row.email_log_id))
    .orderBy('l.next_attempt_at')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({
    emailLogId: row.email_log_id,
    template: row.template,
    campaignId: row.campaign_id,
    message: outgoingEmailOf(row.message),
    context: {
      marketing: row.campaign_id !== null,
      attemptsBefore: row.attempts,
      lastFailure: { error: row.error, failure: row.failure, smtpReply: row.smtp_reply },
      giveUpAt: row.give_up_at ? new Date(row.give_up_at) : null,
    },
  }));
}

/** The scope's claims left by a run that is gone: their ids (with the address), the rows deleted. */
export async function takeInterruptedRetries(db: Db, scope: RetryScope): Promise<Array<{ emailLogId: string; to: string }>> {
  const rows = await sql<{ email_log_id: string; to_address: string }>`
    DELETE FROM email_retries r USING email_logs l
    WHERE l.id = r.email_log_id AND r.claimed_at IS NOT NULL AND ${inScope(scope)}
    RETURNING r.email_log_id, l.to_address`.execute(db);
  return rows.rows.map((row) => ({ emailLogId: row.email_log_id, to: row.to_address }));
}

/** After an attempt: released for the next one, or gone once the message is done. */
export async function settleRetry(db: Db, emailLogId: string, again: boolean): Promise<void> {
  if (again) await db.updateTable('email_retries').set({ claimed_at: null }).where('email_log_id', '=', emailLogId).execute();
  else await db.deleteFrom('email_retries').where('email_log_id', '=', emailLogId).execute();
}
