import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../context';
import { requireScreen } from '../auth/session';
import { validate } from '../http/validate';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** GET /api/admin/email-logs: the newest sent, failed or logged messages (admin, store_manager). */
export const emailLogRoutes = new Hono<AppEnv>().get('/', requireScreen('email-logs'), validate('query', listQuery), async (c) => {
  const { limit } = c.req.valid('query');
  const rows = await c.var.deps.db
    .selectFrom('email_logs')
    .select(['id', 'to_address', 'subject', 'template', 'status', 'error', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return c.json({ emailLogs: rows });
});
