import * as z from 'zod';
import { validate } from '../http/validate';
import { screenApp } from './screen-app';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** GET /api/admin/email-logs: the newest sent, failed or logged messages (admin, store_manager). */
export const emailLogRoutes = screenApp('email-logs').get('/', validate('query', listQuery), async (c) => {
  const { limit } = c.req.valid('query');
  const rows = await c.var.deps.db
    .selectFrom('email_logs')
    .select(['id', 'to_address', 'subject', 'template', 'status', 'error', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return c.json({ emailLogs: rows });
});
