import * as z from 'zod';
import { listQuerySchema } from './list-query';

// The newsletter's subscribers as the back office reads them (GET /api/admin/email-marketing/subscribers):
// each with its consent state. An address with a do-not-sell request is "suppressed": still listed,
// never marketed to and never exported (server/privacy/marketing-audience.ts, docs/decisions/048).

export const subscriberListQuerySchema = listQuerySchema({ consent: z.enum(['subscribed', 'suppressed']).optional() });
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

export interface AdminSubscriber {
  id: string;
  email: string;
  source: string;
  subscribedAt: string;
  consent: 'subscribed' | 'suppressed';
}
