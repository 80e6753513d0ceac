import type { Kysely } from 'kysely';
import { AppError } from '../../../shared/errors';
import { canResend, EMAIL_LOG_TEXTS, type AdminEmailLogDetail } from '../../../shared/admin/email-logs.schema';
import type { DB } from '../../db/schema';
import type { EmailService } from '../../email/mailer';
import { recordChange, type AuditScope } from '../../platform/audit';
import { listAndCsv } from '../../platform/list';
import { EMAIL_LOG_CSV, EMAIL_LOG_SORT, emailLogOf, filteredEmailLogs, findEmailLog } from './email-logs.repo';

export const emailLogLists = listAndCsv(filteredEmailLogs, EMAIL_LOG_SORT, emailLogOf, EMAIL_LOG_CSV);

/** One message as it was sent (its body unless retention removed it), and whether it may be sent again. */
export async function readEmailLog(db: Kysely<DB>, id: string): Promise<AdminEmailLogDetail> {
  const row = await findEmailLog(db, id);
  if (!row) throw new AppError('NOT_FOUND', EMAIL_LOG_TEXTS.notFound);
  const log = emailLogOf(row);
  const bodyRemovedAt = row.body_removed_at ? new Date(row.body_removed_at).toISOString() : null;
  return { ...log, text: row.body_text, html: row.body_html, bodyRemovedAt, resendable: canResend(log) && row.resent_at === null && bodyRemovedAt === null };
}

/** Why this message may not be sent again. */
function notResendableText(log: AdminEmailLogDetail): string {
  if (log.bodyRemovedAt !== null) return EMAIL_LOG_TEXTS.bodyRemoved;
  return log.status === 'failed' && canResend({ ...log, resentAs: null }) ? EMAIL_LOG_TEXTS.alreadyResent : EMAIL_LOG_TEXTS.notResendable;
}

/**
 * Sends a failed transactional message again, as it was (subject, text and HTML), to the same address.
 * The failed entry is claimed first, with the audit row, in one transaction (two staff pressing
 * together send it once); then it is sent, outside any transaction (SMTP can be slow and PGlite has one
 * connection), and the new entry points back at the failed one. The answer is the new entry.
 */
export async function resendEmailLog(db: Kysely<DB>, email: EmailService, scope: AuditScope, id: string): Promise<AdminEmailLogDetail> {
  const original = await readEmailLog(db, id);
  if (!original.resendable) throw new AppError('CONFLICT', notResendableText(original));
  await db.transaction().execute(async (trx) => {
    const claimed = await trx.updateTable('email_logs').set({ resent_at: new Date() }).where('id', '=', id).where('status', '=', 'failed').where('resent_at', 'is', null).returning('id').executeTakeFirst();
    if (!claimed) throw new AppError('CONFLICT', EMAIL_LOG_TEXTS.alreadyResent);
    await recordChange(trx, scope, { action: 'email.resend', entityType: 'email_log', entityId: id, before: { status: original.status, error: original.error }, after: { to: original.to, template: original.template } });
  });
  const outcome = await email.sendMessage({ to: original.to, subject: original.subject, text: original.text, html: original.html ?? '' }, original.template, original.relatedOrderId);
  if (!outcome.emailLogId) throw new AppError('INTERNAL', EMAIL_LOG_TEXTS.resentNotRecorded);
  await db.updateTable('email_logs').set({ resend_of: id }).where('id', '=', outcome.emailLogId).execute();
  return readEmailLog(db, outcome.emailLogId);
}
