import type { Database } from '../db/database';
import type { NewsletterSubscription } from './newsletter.schema';

// PostgreSQL's unique_violation, the same on PGlite and the real server.
const UNIQUE_VIOLATION = '23505';

export type InsertSubscriberOutcome = 'subscribed' | 'already-subscribed';

/** Inserts a subscriber; the unique email constraint is the one judge of "already subscribed". */
export async function insertSubscriber(db: Database, subscription: NewsletterSubscription): Promise<InsertSubscriberOutcome> {
  try {
    await db
      .insertInto('newsletter_subscribers')
      .values({ id: crypto.randomUUID(), email: subscription.email, source: subscription.source, country: subscription.country ?? null })
      .execute();
    return 'subscribed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'already-subscribed';
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
