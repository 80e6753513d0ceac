import * as z from 'zod';
import { accountListQuerySchema, accountParamSchema } from '../../../shared/admin/accounts.schema';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { screenApp } from '../screen-app';
import { accountsCsv, disableAccount, enableAccount, listAccounts, mustFindAccount, sendPasswordReset } from './users.service';

const listQuery = accountListQuerySchema.extend({ format: z.enum(['csv'], 'The only export format is csv').optional() });

/** /api/admin/user-management (admin only): every account; disable, enable, send a password-reset link. */
export const userManagementRoutes = screenApp('user-management')
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    if (format === 'csv') return accountsCsv(c, c.var.deps.db, query, 'users');
    return c.json(await listAccounts(c.var.deps.db, query));
  })
  .get('/:id', validate('param', accountParamSchema), async (c) => c.json({ record: await mustFindAccount(c.var.deps.db, c.req.valid('param').id) }))
  .post('/:id/disable', validate('param', accountParamSchema), async (c) =>
    c.json({ record: await disableAccount(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id) }),
  )
  .post('/:id/enable', validate('param', accountParamSchema), async (c) =>
    c.json({ record: await enableAccount(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id) }),
  )
  .post('/:id/password-reset', validate('param', accountParamSchema), async (c) =>
    c.json(await sendPasswordReset(c.var.deps.db, c.var.deps.auth, auditScopeOf(c), c.req.valid('param').id)),
  );
