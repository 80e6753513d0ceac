import { taxImportSchema, taxRateInputSchema, taxRateListQuerySchema, taxRateUpdateSchema } from '../../../shared/admin/tax-rate.schema';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { taxRatesService } from './tax-rates.service';

/** /api/admin/tax-rates (admin only); POST /import takes { csv, dryRun } (all or nothing). */
export const taxRatesRoutes = resourceRoutes(screenApp('tax-rates'), taxRatesService, {
  listQuery: taxRateListQuerySchema,
  input: taxRateInputSchema,
  update: taxRateUpdateSchema,
}).post('/import', validate('json', taxImportSchema), async (c) => c.json(await taxRatesService.import(c.var.deps.db, auditScopeOf(c), c.req.valid('json'))));
