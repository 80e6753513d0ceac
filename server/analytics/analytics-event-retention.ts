import { COUNTRIES } from '../../shared/money';
import { readSetting } from '../settings/settings.repo';
import { RETENTION_BATCH, type RetentionRule } from '../retention/retention-sweep';

/**
 * The storefront's raw analytics events (the funnel's visits, views, adds and checkouts) are kept for
 * the setting `analytics_event_retention_months`. The sales rollups (analytics_sales_days,
 * analytics_product_days) are figures, not events, and are kept. Audited per batch on the analytics screen.
 */
export const ANALYTICS_EVENT_RETENTION: RetentionRule = {
  keptFor: async (db) => ({ months: await readSetting(db, 'analytics_event_retention_months') }),
  batchSize: RETENTION_BATCH,
  removeBatch: async (trx, { cutoff, limit }) => {
    // Naming the countries lets the (country, created_at) index find the events past the cutoff. The batch
    // is materialized so that it is taken once: rescanned, a LIMIT … SKIP LOCKED would yield more rows.
    const { numDeletedRows } = await trx
      .with(
        (cte) => cte('batch').materialized(),
        (db) => db.selectFrom('analytics_events').select('id').where('country', 'in', COUNTRIES).where('created_at', '<', cutoff).limit(limit).forUpdate().skipLocked(),
      )
      .deleteFrom('analytics_events')
      .where('id', 'in', (eb) => eb.selectFrom('batch').select('batch.id'))
      .executeTakeFirst();
    return { count: Number(numDeletedRows) };
  },
  audit: { actorLabel: 'System (analytics retention)', screen: 'analytics', action: 'retention.delete', entityType: 'analytics-events' },
  job: {
    name: 'analytics-event-retention',
    purpose: 'Deletes storefront analytics events older than the retention setting (the sales figures stay)',
    done: { one: 'analytics event deleted', other: 'analytics events deleted' },
  },
};

