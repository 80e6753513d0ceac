import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { errorResponse } from '../http/errors';
import { validate } from '../http/validate';
import { rateLimit } from '../http/rate-limit';
import { LIMITS } from '../http/abuse-limits';
import { insertSubscriber } from './newsletter.repo';
import { newsletterSubscriptionSchema } from './newsletter.schema';

/** The reason a repeat subscription gives; the client shows "Already Subscribed" for it. */
export const ALREADY_SUBSCRIBED_MESSAGE = 'This email is already subscribed to our newsletter.';

/**
 * /api/newsletter: anyone may subscribe (SPEC §6). 201 when stored, 409 CONFLICT for an address
 * already on the list (the database's unique violation), 400 for a malformed address.
 */
export const newsletterRoutes = new Hono<AppEnv>().post('/', rateLimit(...LIMITS.newsletter), validate('json', newsletterSubscriptionSchema), async (c) => {
  const subscription = c.req.valid('json');
  const outcome = await insertSubscriber(c.var.deps.db, subscription);
  if (outcome === 'already-subscribed') return errorResponse(c, 'CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
  return c.json({ subscribed: true, email: subscription.email }, 201);
});
