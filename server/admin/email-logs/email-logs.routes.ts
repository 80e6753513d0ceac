import * as z from 'zod';
import { emailLogListQuerySchema, type EmailLogTemplates } from '../../../shared/admin/email-logs.schema';
import { pathIdSchema } from '../../../shared/text.schema';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { screenApp } from '../screen-app';
import { emailLogTemplates } from './email-logs.repo';
import { emailLogLists, readEmailLog, resendEmailLog } from './email-logs.service';

const listQuery = emailLogListQuerySchema.safeExtend({ format: z.enum(['csv'], 'The only export format is csv').optional() });
const idParam = z.object({ id: pathIdSchema });

/**
 * /api/admin/email-logs (admin, store_manager; docs/decisions/053): every message the shop sent or
 * failed to send, paged and filtered, as CSV; one message as sent; a failed one sent again (audited).
 */
export const emailLogRoutes = screenApp('email-logs')
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    const db = c.var.deps.db;
    return format === 'csv' ? emailLogLists.csv(c, db, query) : c.json(await emailLogLists.list(db, query));
  })
  .get('/templates', async (c) => c.json({ templates: await emailLogTemplates(c.var.deps.db) } satisfies EmailLogTemplates))
  .get('/:id', validate('param', idParam), async (c) => c.json(await readEmailLog(c.var.deps.db, c.req.valid('param').id)))
  .post('/:id/resend', validate('param', idParam), async (c) => c.json(await resendEmailLog(c.var.deps.db, c.var.deps.email, auditScopeOf(c), c.req.valid('param').id)));
