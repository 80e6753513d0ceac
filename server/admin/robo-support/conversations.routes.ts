import * as z from 'zod';
import { pathIdSchema } from '../../../shared/text.schema';
import { conversationListQuerySchema, conversationMessageSchema } from '../../../shared/support/desk';
import { validate } from '../../http/validate';
import { auditScopeOf, type AuditedEnv } from '../../platform/audit';
import type { Context } from 'hono';
import type { ConversationListQuery } from '../../../shared/support/desk';
import { screenApp, screenHome } from '../screen-app';
import { conversationCsv, conversationList } from '../../support/desk/conversations.repo';
import { conversationRecord, resolveConversation, staffReply } from '../../support/desk/conversations.service';

const idParam = z.object({ id: pathIdSchema });

/** The handed-off chats, as a page or (`format=csv`) the export. */
function conversations(c: Context<AuditedEnv>, query: ConversationListQuery): Promise<Response> | Response {
  return query.format === 'csv' ? conversationCsv(c, c.var.deps.db, query) : conversationList(c.var.deps.db, query).then((page) => c.json(page));
}

/** GET /api/admin/robo-support: the screen's first tab, the handed-off chats. */
export const roboSupportHomeRoutes = screenHome('robo-support').get('/', validate('query', conversationListQuerySchema), (c) => conversations(c, c.req.valid('query')));

/**
 * /api/admin/robo-support/conversations (admin, store_manager, staff): the handed-off chats by status
 * (waiting, open, resolved), one with its transcript, a reply (emailed to the shopper) and resolve.
 */
export const roboSupportConversationRoutes = screenApp('robo-support')
  .get('/', validate('query', conversationListQuerySchema), (c) => conversations(c, c.req.valid('query')))
  .get('/:id', validate('param', idParam), async (c) => c.json({ record: await conversationRecord(c.var.deps.db, c.req.valid('param').id) }))
  .post('/:id/replies', validate('param', idParam), validate('json', conversationMessageSchema), async (c) =>
    c.json({ record: await staffReply(c.var.deps, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json').body) }, 201),
  )
  .post('/:id/resolve', validate('param', idParam), async (c) => c.json({ record: await resolveConversation(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id) }));
