import * as z from 'zod';
import {
  pickupProductAddSchema, pickupProductListQuerySchema, pickupRemoveQuerySchema, pickupStockAdjustSchema, pickupStockSetSchema,
} from '../../../shared/admin/pickup-product.schema';
import { importQuerySchema } from '../../../shared/admin/stock-change.schema';
import { pathIdSchema } from '../../../shared/text.schema';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { importedCsvText } from '../csv-import';
import { screenApp } from '../screen-app';
import { storeScopeOf } from '../store-scope';
import {
  addPickupProduct, adjustPickupStock, importPickupStock, listPickupProducts, pickupCatalogue, pickupCsv, pickupStores, removePickupProduct, setPickupStock,
} from './pickup-products.service';

const listQuery = pickupProductListQuerySchema.extend({ format: z.enum(['csv'], 'The only export format is csv').optional() });
const idParam = z.object({ id: pathIdSchema });
const catalogueQuery = z.object({ q: z.string().trim().max(100).optional() });

/** The signed-in user's store scope, read now (the guard has already made sure there is a user). */
const scopeOf = (c: { var: AppEnv['Variables'] }) => storeScopeOf(c.var.deps.db, c.var.user!);

/**
 * /api/admin/pickup-products (admins and store managers write, staff read only: screenApp's guard refuses
 * their writes before any validation). Every read and write is limited to the user's stores.
 */
export const pickupProductRoutes = screenApp('pickup-products')
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    const scope = await scopeOf(c);
    if (format === 'csv') return pickupCsv(c, c.var.deps.db, scope, query);
    return c.json(await listPickupProducts(c.var.deps.db, scope, query));
  })
  .get('/stores', async (c) => c.json({ stores: await pickupStores(c.var.deps.db, await scopeOf(c)) }))
  .get('/catalogue', validate('query', catalogueQuery), async (c) => c.json({ products: await pickupCatalogue(c.var.deps.db, c.req.valid('query').q) }))
  .post('/', validate('json', pickupProductAddSchema), async (c) =>
    c.json({ record: await addPickupProduct(c.var.deps.db, await scopeOf(c), auditScopeOf(c), c.req.valid('json')) }, 201),
  )
  .post('/import', validate('query', importQuerySchema), async (c) => {
    const csv = await importedCsvText(c.req.raw);
    return c.json(await importPickupStock(c.var.deps.db, await scopeOf(c), auditScopeOf(c), csv, c.req.valid('query').dryRun === 'true'));
  })
  .put('/:id/stock', validate('param', idParam), validate('json', pickupStockSetSchema), async (c) =>
    c.json({ record: await setPickupStock(c.var.deps.db, await scopeOf(c), auditScopeOf(c), c.req.valid('param').id, c.req.valid('json')) }),
  )
  .post('/:id/adjust', validate('param', idParam), validate('json', pickupStockAdjustSchema), async (c) =>
    c.json({ record: await adjustPickupStock(c.var.deps.db, await scopeOf(c), auditScopeOf(c), c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/:id', validate('param', idParam), validate('query', pickupRemoveQuerySchema), async (c) =>
    c.json({ record: await removePickupProduct(c.var.deps.db, await scopeOf(c), auditScopeOf(c), c.req.valid('param').id, c.req.valid('query')) }),
  );
