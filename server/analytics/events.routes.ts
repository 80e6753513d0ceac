import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { analyticsEventsSchema } from '../../shared/analytics/analytics';
import { rateLimit } from '../http/rate-limit';
import { LIMITS } from '../http/abuse-limits';
import { validate } from '../http/validate';
import { insertEvents } from './analytics.repo';

/** Whether the request carries the Global Privacy Control signal (Sec-GPC: 1). */
const globalPrivacyControl = (header: string | undefined) => header?.trim() === '1';

/**
 * POST /api/analytics/events (docs/decisions/056): the storefront's own funnel events. Only a random
 * per-tab session id, the shop's country and the kinds of events are kept: no user, no address, no
 * email, not even when a signed-in shopper's cookie comes with it. A request with Global Privacy
 * Control is answered the same (204) and nothing is recorded.
 */
export const analyticsEventRoutes = new Hono<AppEnv>().post('/events', rateLimit(...LIMITS.analyticsEvents), validate('json', analyticsEventsSchema), async (c) => {
  if (!globalPrivacyControl(c.req.header('sec-gpc'))) {
    const { session, country, events } = c.req.valid('json');
    await insertEvents(c.var.deps.db, session, country, events);
  }
  return c.body(null, 204);
});
