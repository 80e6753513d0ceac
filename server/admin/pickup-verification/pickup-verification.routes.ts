import { sendReadyForPickupEmail } from '../../pickup/pickup-emails';
import * as z from 'zod';
import { handoverPushSchema, pickupPullQuerySchema } from '../../../shared/admin/pickup-verification.schema';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { screenApp } from '../screen-app';
import { applyHandovers, counterScopeOf, markReady } from './handover.service';
import { pullCounterDocs } from './pickup-counter.repo';
import { storesOf } from '../pickup-products/pickup-products.repo';
import { assertStoreInScope } from '../store-scope';

const markReadySchema = z.object({ version: z.number().int().min(1).optional() });

/** /api/admin/pickup-verification: the counter tablet (admin, store_manager, staff; only their stores). */
export const pickupVerificationRoutes = screenApp('pickup-verification')
  .get('/', validate('query', pickupPullQuerySchema), async (c) => {
    const { storeId, xid, seq, limit } = c.req.valid('query');
    const scope = await counterScopeOf(c.var.deps.db, c.var.user!);
    if (storeId !== undefined) assertStoreInScope(scope, storeId);
    const checkpoint = xid !== undefined && seq !== undefined ? { xid, seq } : null;
    return c.json(await pullCounterDocs(c.var.deps.db, scope, storeId, checkpoint, limit));
  })
  // The stores the counter may serve: the tablet's store picker (kept on the device for offline use).
  .get('/stores', async (c) => c.json({ stores: await storesOf(c.var.deps.db, await counterScopeOf(c.var.deps.db, c.var.user!)) }))
  .post('/handovers', validate('json', handoverPushSchema), async (c) =>
    c.json({ results: await applyHandovers(c.var.deps.db, auditScopeOf(c), c.var.user!, c.req.valid('json').handovers) }),
  )
  .post('/orders/:id/mark-ready', validate('json', markReadySchema), async (c) => {
    const record = await markReady(c.var.deps.db, auditScopeOf(c), c.var.user!, c.req.param('id'), c.req.valid('json').version);
    // The shopper's "ready for pickup" email, once the change has committed (it never throws).
    void sendReadyForPickupEmail(c.var.deps, c.req.param('id'), c.var.log);
    return c.json({ record });
  });
