import * as z from 'zod';
import { listQuerySchema } from './list-query';

// The newsletter's subscribers as the back office reads them (GET /api/admin/email-marketing/subscribers):
// each with its consent state. An address with a do-not-sell request is "suppressed": still listed,
// never marketed to and never exported (server/privacy/marketing-audience.ts, docs/decisions/048). A
// hard bounce suppresses too; an unsubscribe is its own, final state (docs/decisions/054).

export const SUBSCRIBER_CONSENTS = ['subscribed', 'unsubscribed', 'suppressed'] as const;
export type SubscriberConsent = (typeof SUBSCRIBER_CONSENTS)[number];

export const SUBSCRIBER_CONSENT_LABELS: Record<SubscriberConsent, string> = {
  subscribed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
  suppressed: 'Suppressed',
};

export const subscriberListQuerySchema = listQuerySchema({ consent: z.enum(SUBSCRIBER_CONSENTS, 'Choose a consent state from the list').optional() });
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export interface AdminSubscriber {
  id: string;
  email: string;
  source: string;
  subscribedAt: string;
  country: 'US' | 'UK' | null;
  consent: SubscriberConsent;
  /** Why a suppressed address is suppressed; when an unsubscribed one left. */
  suppressedBy: 'do-not-sell' | 'bounce' | null;
  unsubscribedAt: string | null;
}
