import * as z from 'zod';
import { deleteQuerySchema } from '../../../shared/admin/fields';
import { productBulkSchema, productInputSchema, productListQuerySchema, productUpdateSchema } from '../../../shared/admin/product.schema';
import { pathIdSchema } from '../../../shared/text.schema';
import { importQuerySchema } from '../../../shared/admin/stock-change.schema';
import { validate } from '../../http/validate';
import { importedCsvText } from '../csv-import';
import { auditScopeOf } from '../../platform/audit';
import { screenApp } from '../screen-app';
import {
  bulkUpdateProducts, createProduct, deleteProduct, duplicateProduct, getProduct, importProducts, listProducts, productHistory, productsCsv, restoreProduct,
  updateProductWithVariants,
} from './products.service';

const idParam = z.object({ id: pathIdSchema });
const listQuery = productListQuerySchema.extend({ format: z.enum(['csv'], 'The only export format is csv').optional() });
// Sizes are rows of the form: their errors keep the whole path (`variants.1.price`).
const form = { fullPaths: true };

/** /api/admin/products (managers write, staff none): the routes of shared/admin/api.ts plus bulk actions. */
export const productRoutes = screenApp('products')
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    if (format === 'csv') return productsCsv(c, c.var.deps.db, query);
    return c.json(await listProducts(c.var.deps.db, query));
  })
  .post('/import', validate('query', importQuerySchema), async (c) => {
    const csv = await importedCsvText(c.req.raw);
    return c.json(await importProducts(c.var.deps.db, auditScopeOf(c), csv, c.req.valid('query').dryRun === 'true'));
  })
  .post('/bulk', validate('json', productBulkSchema), async (c) => c.json(await bulkUpdateProducts(c.var.deps.db, auditScopeOf(c), c.req.valid('json'))))
  .get('/:id', validate('param', idParam), async (c) => c.json({ record: await getProduct(c.var.deps.db, c.req.valid('param').id) }))
  .get('/:id/history', validate('param', idParam), async (c) => c.json({ rows: await productHistory(c.var.deps.db, c.req.valid('param').id) }))
  .post('/', validate('json', productInputSchema, form), async (c) =>
    c.json({ record: await createProduct(c.var.deps.db, auditScopeOf(c), c.req.valid('json')) }, 201),
  )
  .patch('/:id', validate('param', idParam), validate('json', productUpdateSchema, form), async (c) =>
    c.json({ record: await updateProductWithVariants(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/:id', validate('param', idParam), validate('query', deleteQuerySchema), async (c) =>
    c.json({ record: await deleteProduct(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('query')) }),
  )
  .post('/:id/duplicate', validate('param', idParam), async (c) =>
    c.json({ record: await duplicateProduct(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id) }, 201),
  )
  .post('/:id/restore', validate('param', idParam), async (c) =>
    c.json({ record: await restoreProduct(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id) }),
  );
