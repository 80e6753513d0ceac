import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { bouncedAtOf } from '../email/email-bounces.repo';

// The one place that decides who may be marketed to (docs/decisions/048, 054): newsletter subscribers
// minus every address with a do-not-sell request (the form's or Global Privacy Control's), compared
// case-insensitively, minus every address that unsubscribed (final) or hard-bounced (email_bounces,
// docs/decisions/083). Every marketing
// send (issue 15) and every subscriber export reads it here, so a request or an unsubscribe is honoured
// from the moment it is stored.

/**
 * How an address stands for marketing: on the list; on it but suppressed (a do-not-sell request or a
 * bounce); unsubscribed (final); or not on it.
 */
export type MarketingConsent = 'subscribed' | 'suppressed' | 'unsubscribed' | 'not_subscribed';

const suppressed = (email: ReturnType<typeof sql.ref>) =>
  sql<boolean>`exists (select 1 from do_not_sell_requests d where lower(d.email) = lower(${email}))`;

/** Newsletter subscribers with what decides their consent state, oldest first. */
export function subscribersWithConsent(db: Kysely<DB>) {
  return db
    .selectFrom('newsletter_subscribers as s')
    .select(['s.id', 's.email', 's.source', 's.created_at', 's.country', 's.unsubscribed_at', bouncedAtOf(sql.ref('s.email')).as('bounced_at'), suppressed(sql.ref('s.email')).as('suppressed')]);
}

/** Subscribed, not unsubscribed, no do-not-sell request: whom a campaign is for, bounced or not. */
export function campaignReach(db: Kysely<DB>) {
  return subscribersWithConsent(db)
    .where('s.unsubscribed_at', 'is', null)
    .where(sql<boolean>`not ${suppressed(sql.ref('s.email'))}`);
}

/** Whether the subscriber's address has bounced (a SQL condition). */
export const subscriberBounced = () => sql<boolean>`${bouncedAtOf(sql.ref('s.email'))} is not null`;

/** The marketing audience: subscribers who may receive marketing email (the reach minus bounced addresses). */
export function marketingAudience(db: Kysely<DB>) {
  return campaignReach(db).where(sql<boolean>`not ${subscriberBounced()}`);
}

/** A subscriber row's consent state. */
export function consentState(row: { suppressed: boolean; unsubscribed_at: Date | null; bounced_at: Date | null }): Exclude<MarketingConsent, 'not_subscribed'> {
  if (row.unsubscribed_at) return 'unsubscribed';
  if (row.suppressed || row.bounced_at) return 'suppressed';
  return 'subscribed';
}

/** Whether one address may be sent marketing email now. */
export async function mayMarketTo(db: Kysely<DB>, email: string): Promise<boolean> {
  return (await consentOf(db, email)) === 'subscribed';
}

/** One address's consent state. */
export async function consentOf(db: Kysely<DB>, email: string): Promise<MarketingConsent> {
  const row = await subscribersWithConsent(db).where(sql<boolean>`lower(s.email) = ${email.trim().toLowerCase()}`).executeTakeFirst();
  if (!row) return 'not_subscribed';
  return consentState(row);
}
