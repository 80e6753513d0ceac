import * as z from 'zod';
import { accountListQuerySchema, accountParamSchema, giveRoleSchema, roleParamSchema, storeTiesSchema } from '../../../shared/admin/accounts.schema';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { screenApp } from '../screen-app';
import { activeStores } from '../users/accounts.repo';
import { accountsCsv, listAccounts, mustFindAccount } from '../users/users.service';
import { giveRole, setStoreTies, takeRole } from './roles.service';

const listQuery = accountListQuerySchema.extend({ format: z.enum(['csv'], 'The only export format is csv').optional() });

/**
 * /api/admin/role-management (admin only): every account with its roles and stores; give and take
 * admin, store_manager and staff; tie store managers and staff to active stores.
 */
export const roleManagementRoutes = screenApp('role-management')
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    if (format === 'csv') return accountsCsv(c, c.var.deps.db, query, 'roles');
    return c.json(await listAccounts(c.var.deps.db, query));
  })
  .get('/stores', async (c) => c.json({ stores: await activeStores(c.var.deps.db) }))
  .get('/:id', validate('param', accountParamSchema), async (c) => c.json({ record: await mustFindAccount(c.var.deps.db, c.req.valid('param').id) }))
  .post('/:id/roles', validate('param', accountParamSchema), validate('json', giveRoleSchema), async (c) =>
    c.json({ record: await giveRole(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json').role) }),
  )
  .delete('/:id/roles/:role', validate('param', roleParamSchema), async (c) => {
    const { id, role } = c.req.valid('param');
    return c.json({ record: await takeRole(c.var.deps.db, auditScopeOf(c), id, role) });
  })
  .put('/:id/stores', validate('param', accountParamSchema), validate('json', storeTiesSchema), async (c) =>
    c.json({ record: await setStoreTies(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json')) }),
  );
