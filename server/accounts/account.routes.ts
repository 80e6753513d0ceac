import { Hono } from 'hono';
import * as z from 'zod';
import { profileNameSchema } from '../../shared/auth/auth-schemas';
import { savedAddressInputSchema } from '../../shared/auth/saved-address.schema';
import { pathIdSchema, text } from '../../shared/text.schema';
import type { AppEnv } from '../context';
import { requireUser } from '../auth/session';
import { validate } from '../http/validate';
import { rateLimit } from '../http/rate-limit';
import { LIMITS } from '../http/abuse-limits';
import { accountService } from './account.service';
import { savedAddressesService } from './saved-addresses.service';

const idParam = z.object({ id: pathIdSchema });
// POST, not GET: a token in the path would land in request logs.
const tokenBody = z.object({ token: text().min(1).max(512) });

/**
 * /api/account: the signed-in user's profile name and saved addresses, and the reset-link check
 * the reset page makes before asking for a new password.
 */
export const accountRoutes = new Hono<AppEnv>()
  .post('/password-reset/check', rateLimit(...LIMITS.passwordResetToken), validate('json', tokenBody), async (c) => {
    const { deps } = c.var;
    const valid = await accountService(deps.db, deps.auth).resetTokenIsValid(c.req.valid('json').token);
    return c.json({ valid });
  })
  .patch('/profile', requireUser(), validate('json', profileNameSchema), async (c) => {
    const { deps, user } = c.var;
    const { name } = await accountService(deps.db, deps.auth).rename(user!.id, c.req.valid('json').fullName);
    return c.json({ user: { ...user!, name } });
  })
  .get('/addresses', requireUser(), async (c) => {
    const addresses = await savedAddressesService(c.var.deps.db).list(c.var.user!.id);
    return c.json({ addresses });
  })
  .post('/addresses', requireUser(), validate('json', savedAddressInputSchema), async (c) => {
    const address = await savedAddressesService(c.var.deps.db).add(c.var.user!.id, c.req.valid('json'));
    return c.json({ address }, 201);
  })
  .put('/addresses/:id', requireUser(), validate('param', idParam), validate('json', savedAddressInputSchema), async (c) => {
    const address = await savedAddressesService(c.var.deps.db).update(c.var.user!.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ address });
  })
  .post('/addresses/:id/default', requireUser(), validate('param', idParam), async (c) => {
    const address = await savedAddressesService(c.var.deps.db).setDefault(c.var.user!.id, c.req.valid('param').id);
    return c.json({ address });
  })
  .delete('/addresses/:id', requireUser(), validate('param', idParam), async (c) => {
    await savedAddressesService(c.var.deps.db).remove(c.var.user!.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
