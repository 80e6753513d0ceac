import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

// The one place that decides who may be marketed to (docs/decisions/048): newsletter subscribers
// minus every address with a do-not-sell request (the form's or Global Privacy Control's), compared
// case-insensitively. Every marketing send (issue 15) and every subscriber export reads it here, so a
// request is honoured from the moment it is stored.

/** How an address stands for marketing: on the list, on it but suppressed by a do-not-sell request, or not on it. */
export type MarketingConsent = 'subscribed' | 'suppressed' | 'not_subscribed';

const suppressed = (email: ReturnType<typeof sql.ref>) =>
  sql<boolean>`exists (select 1 from do_not_sell_requests d where lower(d.email) = lower(${email}))`;

/** Newsletter subscribers with their consent state (suppressed or subscribed), oldest first. */
export function subscribersWithConsent(db: Kysely<DB>) {
  return db
    .selectFrom('newsletter_subscribers as s')
    .select(['s.id', 's.email', 's.source', 's.created_at', suppressed(sql.ref('s.email')).as('suppressed')]);
}

/** The marketing audience: subscribers who may receive marketing email. */
export function marketingAudience(db: Kysely<DB>) {
  return subscribersWithConsent(db).where(sql<boolean>`not ${suppressed(sql.ref('s.email'))}`);
}

/** Whether one address may be sent marketing email now. */
export async function mayMarketTo(db: Kysely<DB>, email: string): Promise<boolean> {
  return (await consentOf(db, email)) === 'subscribed';
}

/** One address's consent state. */
export async function consentOf(db: Kysely<DB>, email: string): Promise<MarketingConsent> {
  const row = await subscribersWithConsent(db).where(sql<boolean>`lower(s.email) = ${email.trim().toLowerCase()}`).executeTakeFirst();
  if (!row) return 'not_subscribed';
  return row.suppressed ? 'suppressed' : 'subscribed';
}
