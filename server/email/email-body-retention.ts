import { readSetting } from '../settings/settings.repo';
import { RETENTION_BATCH, type RetentionRule } from '../retention/retention-sweep';

/**
 * A logged email's text and HTML (names, addresses, orders, links) are kept for the setting
 * `email_body_retention_days`; then they are emptied and the entry is marked `body_removed_at`. The
 * entry stays: who it went to, when, its subject, template, status and error still tell what was sent.
 * Audited per batch on the email logs screen.
 */
export const EMAIL_BODY_RETENTION: RetentionRule = {
  keptFor: async (db) => ({ days: await readSetting(db, 'email_body_retention_days') }),
  batchSize: RETENTION_BATCH,
  removeBatch: async (trx, { cutoff, limit, now }) => {
    // The partial index email_logs_body_kept_created holds only entries that still keep their body. The
    // batch is materialized so that it is taken once: rescanned, a LIMIT … SKIP LOCKED would yield more rows.
    const { numUpdatedRows } = await trx
      .with(
        (cte) => cte('batch').materialized(),
        (db) => db.selectFrom('email_logs').select('id').where('body_removed_at', 'is', null).where('created_at', '<', cutoff).limit(limit).forUpdate().skipLocked(),
      )
      .updateTable('email_logs')
      .set({ body_text: '', body_html: null, body_removed_at: now })
      .where('body_removed_at', 'is', null)
      .where('id', 'in', (eb) => eb.selectFrom('batch').select('batch.id'))
      .executeTakeFirst();
    return { count: Number(numUpdatedRows) };
  },
  audit: { actorLabel: 'System (email retention)', screen: 'email-logs', action: 'retention.remove-bodies', entityType: 'email-log-bodies' },
  job: {
    name: 'email-body-retention',
    purpose: 'Removes the text of logged emails older than the retention setting (the log entry stays)',
    done: { one: 'email body removed', other: 'email bodies removed' },
  },
};

