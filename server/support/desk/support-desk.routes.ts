import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { rateLimit } from '../../http/rate-limit';
import { LIMITS } from '../../http/abuse-limits';
import { AppError } from '../../../shared/errors';
import { pathIdSchema, text } from '../../../shared/text.schema';
import { CONVERSATION_TOKEN_HEADER, conversationMessageSchema, handOffSchema, supportOrderLookupSchema } from '../../../shared/support/desk';
import { supportOrders } from './support-orders.service';
import { conversationForShopper, handOff, shopperMessage } from './conversations.service';

const tokenHeader = z.object({ [CONVERSATION_TOKEN_HEADER]: text().min(1, 'Conversation token required').max(100) });
const idParam = z.object({ id: pathIdSchema });

function tokenOf(headers: Record<string, string>): string {
  const token = headers[CONVERSATION_TOKEN_HEADER];
  if (!token) throw new AppError('NOT_FOUND', 'Conversation not found');
  return token;
}

/**
 * POST /api/support/orders: order status in the chat. Its limit is the one of tracking an order
 * (the same counter): guessing numbers for a known email is the same whichever page asks.
 */
export const supportOrderRoutes = new Hono<AppEnv>().post('/', rateLimit(...LIMITS.trackOrder), validate('json', supportOrderLookupSchema), async (c) =>
  c.json(await supportOrders(c.var.deps.db, c.var.user?.id ?? null, c.req.valid('json'))),
);

/**
 * /api/support/conversations: hand the chat to a person (POST /), read it again (GET /:id, polled)
 * and write again (POST /:id/messages); the last two with the conversation's token in a header.
 */
export const supportConversationRoutes = new Hono<AppEnv>()
  .post('/', rateLimit(...LIMITS.supportHandOff), validate('json', handOffSchema), async (c) => c.json(await handOff(c.var.deps.db, c.var.user?.id ?? null, c.req.valid('json')), 201))
  .get('/:id', validate('param', idParam), validate('header', tokenHeader), async (c) =>
    c.json({ conversation: await conversationForShopper(c.var.deps.db, c.req.valid('param').id, tokenOf(c.req.valid('header'))) }),
  )
  .post('/:id/messages', rateLimit(...LIMITS.supportMessage), validate('param', idParam), validate('header', tokenHeader), validate('json', conversationMessageSchema), async (c) =>
    c.json({ conversation: await shopperMessage(c.var.deps.db, c.req.valid('param').id, tokenOf(c.req.valid('header')), c.req.valid('json').body) }, 201),
  );
