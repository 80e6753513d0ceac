import * as z from 'zod';
import { importQuerySchema, inventoryListQuerySchema, stockAdjustSchema, stockSetSchema } from '../../../shared/admin/inventory.schema';
import { importedCsvText } from '../csv-import';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { screenApp } from '../screen-app';
import { inventoryBulkSchema } from '../../../shared/admin/bulk.schema';
import { bulkChangeStock } from './inventory-bulk.service';
import { adjustStock, importStock, inventoryCsv, listInventory, setStock } from './inventory.service';

const listQuery = inventoryListQuerySchema.extend({ format: z.enum(['csv'], 'The only export format is csv').optional() });

/**
 * /api/admin/inventory (managers write; staff read only, so every write is a 403 before any
 * validation: screenApp's guard runs first).
 */
export const inventoryRoutes = screenApp('inventory')
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    if (format === 'csv') return inventoryCsv(c, c.var.deps.db, query);
    return c.json(await listInventory(c.var.deps.db, query));
  })
  .put('/stock', validate('json', stockSetSchema), async (c) => c.json({ record: await setStock(c.var.deps.db, auditScopeOf(c), c.req.valid('json')) }))
  .post('/adjust', validate('json', stockAdjustSchema), async (c) =>
    c.json({ record: await adjustStock(c.var.deps.db, auditScopeOf(c), c.req.valid('json')) }),
  )
  .post('/bulk', validate('json', inventoryBulkSchema), async (c) => c.json(await bulkChangeStock(c.var.deps.db, auditScopeOf(c), c.var.log, c.req.valid('json'))))
  .post('/import', validate('query', importQuerySchema), async (c) => {
    const csv = await importedCsvText(c.req.raw);
    return c.json(await importStock(c.var.deps.db, auditScopeOf(c), csv, c.req.valid('query').dryRun === 'true'));
  });
