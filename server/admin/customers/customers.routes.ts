import * as z from 'zod';
import { customersListQuerySchema } from '../../../shared/admin/customers.schema';
import { validate } from '../../http/validate';
import { screenApp } from '../screen-app';
import { customerDetail, customersCsv, listCustomers } from './customers.service';
import { orderScopeOf } from '../order-scope';

const listQuery = customersListQuerySchema.extend({ format: z.enum(['csv'], 'The only export format is csv').optional() });

/** /api/admin/customers: read-only (admin and store_manager; staff have no access). */
export const customersRoutes = screenApp('customers')
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    if (format === 'csv') return customersCsv(c, c.var.deps.db, query);
    return c.json(await listCustomers(c.var.deps.db, query));
  })
  .get('/:id', async (c) => c.json({ record: await customerDetail(c.var.deps.db, c.req.param('id'), await orderScopeOf(c)) }));
