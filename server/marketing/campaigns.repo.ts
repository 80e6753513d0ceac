import { sql, type Kysely, type Transaction } from 'kysely';
import type { AdminCampaign, CampaignAudience, CampaignProgress, CampaignStatus } from '../../shared/admin/email-campaigns.schema';
import type { DB, Row } from '../db/schema';
import { campaignReach, marketingAudience, subscriberBounced } from '../privacy/marketing-audience';

// Campaigns and their recipients (migration 0028, docs/decisions/054).

type Db = Kysely<DB> | Transaction<DB>;

type RecipientStatus = Exclude<Row<'email_campaign_recipients'>['status'], 'claimed'>;

export function campaignOf(row: Row<'email_campaigns'>): AdminCampaign {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    bodyMarkdown: row.body_markdown,
    audience: (row.audience_country ?? 'all') as CampaignAudience,
    status: row.status as CampaignStatus,
    scheduledAt: iso(row.scheduled_at),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function findCampaign(db: Db, id: string): Promise<Row<'email_campaigns'> | undefined> {
  return db.selectFrom('email_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The campaign's audience now, in its country when it has one: who may be marketed to (`sendable`),
 * or the addresses it would reach but that bounced (`bounced`: skipped, and the email log says so).
 */
export function campaignAudience(db: Kysely<DB>, country: 'US' | 'UK' | null, which: 'sendable' | 'bounced' = 'sendable') {
  const audience = which === 'sendable' ? marketingAudience(db) : campaignReach(db).where(subscriberBounced());
  return country ? audience.where('s.country', '=', country) : audience;
}

const notYetClaimed = (campaignId: string) =>
  sql<boolean>`not exists (select 1 from email_campaign_recipients r where r.campaign_id = ${campaignId} and r.email = lower(s.email))`;

/**
 * Sent (or recorded), failed, skipped (the address bounced), and left: the audience now that has no row
 * yet, plus rows claimed but not done or deferred for a retry.
 */
export async function campaignProgress(db: Kysely<DB>, campaign: Pick<Row<'email_campaigns'>, 'id' | 'audience_country' | 'status'>): Promise<CampaignProgress> {
  const counts = await db
    .selectFrom('email_campaign_recipients')
    .select([
      sql<number>`count(*) filter (where status in ('sent', 'logged'))::int`.as('sent'),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('failed'),
      sql<number>`count(*) filter (where status = 'skipped')::int`.as('skipped'),
      sql<number>`count(*) filter (where status in ('claimed', 'retrying'))::int`.as('claimed'),
    ])
    .where('campaign_id', '=', campaign.id)
    .executeTakeFirstOrThrow();
  let unclaimed = 0;
  if (campaign.status !== 'sent') {
    const row = await campaignAudience(db, campaign.audience_country)
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .where(notYetClaimed(campaign.id))
      .executeTakeFirstOrThrow();
    unclaimed = row.n;
  }
  return { sent: counts.sent, failed: counts.failed, skipped: counts.skipped, left: unclaimed + counts.claimed };
}

/**
 * Claims the next `limit` addresses of the campaign's audience (consent checked now, at send time), or
 * of the bounced addresses it would reach: one row each, unique per (campaign, address), inserted
 * before any message goes out. An address already claimed (by this run, an earlier one, or a run on
 * another instance) is never claimed again.
 */
export async function claimRecipients(
  db: Kysely<DB>,
  campaign: Pick<Row<'email_campaigns'>, 'id' | 'audience_country'>,
  limit: number,
  which: 'sendable' | 'bounced' = 'sendable',
): Promise<Array<{ email: string; country: 'US' | 'UK' | null }>> {
  if (limit <= 0) return [];
  const next = campaignAudience(db, campaign.audience_country, which)
    .clearSelect()
    .select([sql<string>`${campaign.id}`.as('campaign_id'), sql<string>`lower(s.email)`.as('email')])
    .where(notYetClaimed(campaign.id))
    .orderBy('s.created_at')
    .orderBy('s.id')
    .limit(limit);
  const claimed = await db
    .insertInto('email_campaign_recipients')
    .columns(['campaign_id', 'email'])
    .expression(next)
    .onConflict((oc) => oc.doNothing())
    .returning('email')
    .execute();
  if (claimed.length === 0) return [];
  const emails = claimed.map((row) => row.email);
  const countries = await db
    .selectFrom('newsletter_subscribers')
    .select([sql<string>`lower(email)`.as('email'), 'country'])
    .where(sql<string>`lower(email)`, 'in', emails)
    .execute();
  const byEmail = new Map(countries.map((row) => [row.email, row.country]));
  return emails.map((email) => ({ email, country: byEmail.get(email) ?? null }));
}

/** Records what became of one claimed address (done, unless its message is deferred for a retry). */
export async function recordRecipientOutcome(db: Kysely<DB>, campaignId: string, email: string, outcome: { status: RecipientStatus; error: string | null; emailLogId: string | null }): Promise<void> {
  await db
    .updateTable('email_campaign_recipients')
    .set({ status: outcome.status, error: outcome.error, email_log_id: outcome.emailLogId, done_at: outcome.status === 'retrying' ? null : new Date() })
    .where('campaign_id', '=', campaignId)
    .where('email', '=', email)
    .execute();
}

/** Interrupted claims: rows claimed by a run that died before knowing its outcome. */
export const INTERRUPTED_ERROR = 'Interrupted before the outcome was known (the server stopped); not sent again';

/**
 * Rows still `claimed` when a run starts were claimed by a run that is gone (one run at a time, the
 * job's `stately` queue): the message may or may not have left, so the row is closed as failed and
 * the address is never sent this campaign again (at most once, never twice).
 */
export async function closeInterruptedClaims(db: Kysely<DB>): Promise<number> {
  const closed = await db
    .updateTable('email_campaign_recipients')
    .set({ status: 'failed', error: INTERRUPTED_ERROR, done_at: new Date() })
    .where('status', '=', 'claimed')
    .returning('campaign_id')
    .execute();
  return closed.length;
}
