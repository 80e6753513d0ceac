import { isErrorEnvelope } from '../../../shared/errors';
import { normaliseNewsletterEmail, type NewsletterSource } from '../../../shared/newsletter';
import { currentCountry } from '../../lib/region/country-store';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'failed';

function knownCountry(): { country?: 'US' | 'UK' } {
  const { country, source } = currentCountry();
  return source === 'default' ? {} : { country };
}

/** POST /api/newsletter: 409 CONFLICT means the address is already on the list; anything else went wrong. */
export async function subscribeToNewsletter(email: string, source: NewsletterSource): Promise<SubscribeOutcome> {
  try {
    const response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // The country only when known (chosen, or the regional domain's), for campaigns by country.
      body: JSON.stringify({ email: normaliseNewsletterEmail(email), source, ...knownCountry() }),
    });
    if (response.ok) return 'subscribed';
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 409 && isErrorEnvelope(body) && body.error.code === 'CONFLICT') return 'already-subscribed';
    return 'failed';
  } catch {
    return 'failed';
  }
}
