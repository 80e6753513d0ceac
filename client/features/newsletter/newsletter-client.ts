import { normaliseNewsletterEmail, type NewsletterSource } from '../../../shared/newsletter';
import { ApiError, apiRequest } from '../../lib/api/api-client';
import { currentCountry } from '../../lib/region/country-store';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'failed';

function knownCountry(): { country?: 'US' | 'UK' } {
  const { country, source } = currentCountry();
  return source === 'default' ? {} : { country };
}

/** POST /api/newsletter: 409 CONFLICT means the address is already on the list; anything else went wrong. */
export async function subscribeToNewsletter(email: string, source: NewsletterSource): Promise<SubscribeOutcome> {
  try {
    await apiRequest('POST', '/api/newsletter', {
      // The country only when known (chosen, or the regional domain's), for campaigns by country.
      body: { email: normaliseNewsletterEmail(email), source, ...knownCountry() },
    });
    return 'subscribed';
  } catch (error) {
    return error instanceof ApiError && error.status === 409 && error.code === 'CONFLICT' ? 'already-subscribed' : 'failed';
  }
}
