import * as z from 'zod';
import { analyticsExportQuerySchema, analyticsQuerySchema, defaultRange } from '../../../shared/analytics/analytics';
import { validate } from '../../http/validate';
import { analyticsCsv, analyticsReport } from '../../analytics/analytics.service';
import { screenApp } from '../screen-app';

/** Neither From nor To: the last 30 days, to today on the UTC calendar (docs/decisions/071). */
const reportQuery = z.preprocess((query) => {
  const asked = query as Record<string, unknown>;
  return asked.from === undefined && asked.to === undefined ? { ...asked, ...defaultRange(new Date().toISOString().slice(0, 10)) } : asked;
}, analyticsQuerySchema);

/**
 * /api/admin/analytics (admin, store_manager; docs/decisions/056): the figures of a range per country
 * in its own currency with the previous period (no range asked: the last 30 days), and each of the
 * screen's tables as CSV.
 */
export const analyticsRoutes = screenApp('analytics')
  .get('/', validate('query', reportQuery), async (c) => c.json(await analyticsReport(c.var.deps.db, c.req.valid('query'))))
  .get('/export', validate('query', analyticsExportQuerySchema), async (c) => {
    const { table, ...range } = c.req.valid('query');
    const csv = analyticsCsv(await analyticsReport(c.var.deps.db, range), table);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="analytics-${table}-${range.from}-to-${range.to}.csv"`,
      'cache-control': 'no-store',
    });
  });
