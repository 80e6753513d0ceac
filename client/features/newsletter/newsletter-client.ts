import { isErrorEnvelope } from '../../../shared/errors';
import { normaliseNewsletterEmail, type NewsletterSource } from '../../../shared/newsletter';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'failed';

/** POST /api/newsletter: 409 CONFLICT means the address is already on the list; anything else went wrong. */
export async function subscribeToNewsletter(email: string, source: NewsletterSource): Promise<SubscribeOutcome> {
  try {
    const response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: normaliseNewsletterEmail(email), source }),
    });
    if (response.ok) return 'subscribed';
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 409 && isErrorEnvelope(body) && body.error.code === 'CONFLICT') return 'already-subscribed';
    return 'failed';
  } catch {
    return 'failed';
  }
}
