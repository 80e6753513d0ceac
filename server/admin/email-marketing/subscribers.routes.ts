import { sql } from 'kysely';
import * as z from 'zod';
import { subscriberListQuerySchema, type AdminSubscriber, type SubscriberListQuery } from '../../../shared/admin/subscribers.schema';
import type { Database } from '../../db/database';
import { validate } from '../../http/validate';
import { consentState, marketingAudience, subscriberBounced, subscribersWithConsent } from '../../privacy/marketing-audience';
import { containsPattern, csvResponse, listPage, type CsvExport, type ListSort } from '../../platform/list';
import type { Context } from 'hono';
import type { AuditedEnv } from '../../platform/audit';
import { screenApp, screenHome } from '../screen-app';

const SORT: ListSort = {
  sortable: { email: 's.email', subscribedAt: 's.created_at' },
  defaultSort: 'subscribedAt.desc',
  tiebreaker: 's.id',
  notNull: ['email', 'subscribedAt'],
};

type SubscriberRow = { id: string; email: string; source: string; created_at: Date; country: 'US' | 'UK' | null; suppressed: boolean; unsubscribed_at: Date | null; bounced_at: Date | null };

const toSubscriber = (row: SubscriberRow): AdminSubscriber => {
  const consent = consentState(row);
  return {
    id: row.id,
    email: row.email,
    source: row.source,
    subscribedAt: new Date(row.created_at).toISOString(),
    country: row.country,
    consent,
    suppressedBy: consent !== 'suppressed' ? null : row.suppressed ? 'do-not-sell' : 'bounce',
    unsubscribedAt: row.unsubscribed_at ? new Date(row.unsubscribed_at).toISOString() : null,
  };
};

const CSV: CsvExport<AdminSubscriber> = {
  name: 'marketing-audience',
  columns: [
    { header: 'email', value: (row) => row.email },
    { header: 'source', value: (row) => row.source },
    { header: 'subscribed_at', value: (row) => row.subscribedAt },
    { header: 'country', value: (row) => row.country },
  ],
};

function searched<B extends ReturnType<typeof subscribersWithConsent>>(builder: B, query: SubscriberListQuery): B {
  return (query.q ? builder.where(sql<boolean>`s.email ilike ${containsPattern(query.q)}`) : builder) as B;
}

function listed(db: Database, query: SubscriberListQuery) {
  const all = searched(subscribersWithConsent(db), query);
  if (query.consent === 'subscribed') return searched(marketingAudience(db), query);
  if (query.consent === 'unsubscribed') return all.where('s.unsubscribed_at', 'is not', null);
  if (query.consent === 'suppressed') {
    return all
      .where('s.unsubscribed_at', 'is', null)
      .where(sql<boolean>`(${subscriberBounced()} or exists (select 1 from do_not_sell_requests d where lower(d.email) = lower(s.email)))`);
  }
  return all;
}

const listQuery = subscriberListQuerySchema.extend({ format: z.enum(['csv'], 'The only export format is csv').optional() });

/**
 * /api/admin/email-marketing/subscribers (admin): the list with each address's consent state, and
 * `?format=csv`, the export of the marketing audience: only addresses that may be marketed to,
 * whatever the filter asks (a suppressed address is never exported).
 */
export const subscribersRoutes = screenApp('email-marketing').get('/', validate('query', listQuery), (c) => subscribers(c, c.req.valid('query')));

/** GET /api/admin/email-marketing: the screen's first tab, the subscribers. */
export const emailMarketingHomeRoutes = screenHome('email-marketing').get('/', validate('query', listQuery), (c) => subscribers(c, c.req.valid('query')));

async function subscribers(c: Context<AuditedEnv>, { format, ...query }: z.output<typeof listQuery>): Promise<Response> {
  const db = c.var.deps.db;
  if (format === 'csv') return csvResponse(c, searched(marketingAudience(db), query), query, SORT, toSubscriber, CSV);
  return c.json(await listPage(db, listed(db, query), query, SORT, toSubscriber));
}
