import * as z from 'zod';
import { NEWSLETTER_SOURCES, normaliseNewsletterEmail } from '../../shared/newsletter';
import { text } from '../../shared/text.schema';

/** POST /api/newsletter: the address is trimmed and lower-cased before it is checked and stored (SPEC §5). */
export const newsletterSubscriptionSchema = z.object({
  email: text()
    .max(320)
    .transform(normaliseNewsletterEmail)
    .pipe(z.email('Please enter a valid email address')),
  source: z.enum(NEWSLETTER_SOURCES).default('website'),
  /** The storefront's country when the shopper chose it or came by its domain (a campaign's audience by country). */
  country: z.enum(['US', 'UK']).optional(),
});
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
