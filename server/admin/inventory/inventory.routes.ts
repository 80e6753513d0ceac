import * as z from 'zod';
import { AppError } from '../../../shared/errors';
import { importQuerySchema, INVENTORY_TEXTS, inventoryListQuerySchema, MAX_IMPORT_BYTES, stockAdjustSchema, stockSetSchema } from '../../../shared/admin/inventory.schema';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../audit';
import { screenApp } from '../screen-app';
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
  .post('/import', validate('query', importQuerySchema), async (c) => {
    const csv = await importedText(c.req.raw);
    return c.json(await importStock(c.var.deps.db, auditScopeOf(c), csv, c.req.valid('query').dryRun === 'true'));
  });

/** The CSV of an import: a multipart form's `file`, or the body itself (text/csv). */
async function importedText(request: Request): Promise<string> {
  const refuse = (message: string): never => {
    throw new AppError('INVALID_DATA', message, { file: message });
  };
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData().catch(() => refuse(INVENTORY_TEXTS.unreadable));
    const file = form.get('file');
    if (!(file instanceof File)) return refuse('Choose a CSV file to import');
    if (file.size > MAX_IMPORT_BYTES) refuse(INVENTORY_TEXTS.tooLarge);
    return file.text();
  }
  if (type.startsWith('text/csv') || type.startsWith('text/plain')) return request.text();
  return refuse('Send the CSV as a file (multipart/form-data) or as text/csv');
}
