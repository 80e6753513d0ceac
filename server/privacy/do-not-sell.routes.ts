import { Hono } from 'hono';
import { doNotSellRequestSchema, type DoNotSellAnswer, type DoNotSellStatus } from '../../shared/privacy/do-not-sell';
import type { AppEnv } from '../context';
import { LIMITS } from '../http/abuse-limits';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { findDoNotSell, recordDoNotSell } from './do-not-sell.repo';

/**
 * /api/privacy/do-not-sell. GET: the signed-in customer's request on record (a browser sending
 * Global Privacy Control has had one recorded by then, global-privacy-control.ts); a visitor gets
 * none. POST: anyone may ask for an address (opting an address out harms no one); 201 when
 * recorded now, 200 with the earlier request when the address already has one.
 */
export const doNotSellRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const user = c.var.user;
    const body: DoNotSellStatus = { request: user ? await findDoNotSell(c.var.deps.db, user.email) : null, signedIn: user !== null };
    return c.json(body);
  })
  .post('/', rateLimit(...LIMITS.doNotSell), validate('json', doNotSellRequestSchema), async (c) => {
    const input = c.req.valid('json');
    const user = c.var.user;
    const ownAddress = user !== null && user.email.toLowerCase() === input.email;
    const answer: DoNotSellAnswer = await recordDoNotSell(c.var.deps.db, { ...input, source: 'form', userId: ownAddress ? user.id : null });
    return c.json(answer, answer.created ? 201 : 200);
  });
