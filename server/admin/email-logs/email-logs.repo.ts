import type { Kysely, Selectable } from 'kysely';
import type { AdminEmailLog, EmailLogListQuery } from '../../../shared/admin/email-logs.schema';
import type { DB, EmailLogsTable } from '../../db/schema';
import { containsPattern, withinDays, type CsvExport, type ListSort } from '../../platform/list';

export const EMAIL_LOG_SORT: ListSort = {
  sortable: { createdAt: 'email_logs.created_at', to: 'email_logs.to_address', template: 'email_logs.template', status: 'email_logs.status' },
  defaultSort: 'createdAt.desc',
  tiebreaker: 'email_logs.id',
  notNull: ['createdAt', 'to', 'template', 'status'],
};

const LIST_COLUMNS = ['id', 'to_address', 'subject', 'template', 'status', 'error', 'related_order_id', 'created_at', 'resend_of', 'campaign_id', 'failure', 'smtp_reply', 'attempts', 'next_attempt_at', 'address_bounced_at'] as const;

type ListedRow = Pick<Selectable<EmailLogsTable>, (typeof LIST_COLUMNS)[number]> & { resent_as: string | null };

/** The entries that match the list's filters (not yet ordered or paged), each with the entry it was resent as. */
export function filteredEmailLogs(db: Kysely<DB>, query: EmailLogListQuery) {
  let builder = db
    .selectFrom('email_logs')
    .select(LIST_COLUMNS.map((column) => `email_logs.${column}` as const))
    .select((eb) => eb.selectFrom('email_logs as resend').select('resend.id').whereRef('resend.resend_of', '=', 'email_logs.id').as('resent_as'));
  builder = withinDays(builder, 'email_logs.created_at', query);
  if (query.template) builder = builder.where('email_logs.template', '=', query.template);
  if (query.status) builder = builder.where('email_logs.status', '=', query.status);
  if (query.orderId) builder = builder.where('email_logs.related_order_id', '=', query.orderId);
  if (query.campaignId) builder = builder.where('email_logs.campaign_id', '=', query.campaignId);
  if (query.q) {
    const pattern = containsPattern(query.q);
    builder = builder.where((eb) => eb.or([eb('email_logs.to_address', 'ilike', pattern), eb('email_logs.subject', 'ilike', pattern)]));
  }
  return builder;
}

export function emailLogOf(row: ListedRow): AdminEmailLog {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    template: row.template,
    status: row.status,
    error: row.error,
    relatedOrderId: row.related_order_id,
    campaignId: row.campaign_id,
    createdAt: new Date(row.created_at).toISOString(),
    resentAs: row.resent_as,
    resendOf: row.resend_of,
    failure: row.failure,
    smtpReply: row.smtp_reply,
    attempts: row.attempts,
    nextAttemptAt: isoOrNull(row.next_attempt_at),
    addressBouncedAt: isoOrNull(row.address_bounced_at),
  };
}

const isoOrNull = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export const EMAIL_LOG_CSV: CsvExport<AdminEmailLog> = {
  name: 'email-logs',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'sent_at', value: (row) => row.createdAt },
    { header: 'to', value: (row) => row.to },
    { header: 'subject', value: (row) => row.subject },
    { header: 'template', value: (row) => row.template },
    { header: 'status', value: (row) => row.status },
    { header: 'error', value: (row) => row.error },
    { header: 'order_id', value: (row) => row.relatedOrderId },
    { header: 'resent_as', value: (row) => row.resentAs },
  ],
};

/** One entry with its bodies, or undefined. */
export function findEmailLog(db: Kysely<DB>, id: string) {
  return filteredEmailLogs(db, { page: 1, pageSize: 25 })
    .select(['email_logs.body_text', 'email_logs.body_html', 'email_logs.resent_at', 'email_logs.body_removed_at'])
    .where('email_logs.id', '=', id)
    .executeTakeFirst();
}

/** The templates the log holds, by name (the template filter's choices). */
export async function emailLogTemplates(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('email_logs').select('template').distinct().orderBy('template').execute();
  return rows.map((row) => row.template);
}
