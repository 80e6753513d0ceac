import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { errorResponse } from '../http/errors';
import { backgroundJobs } from '../jobs/background-jobs';
import { readJobQueueDepths } from '../jobs/job-states.repo';
import { logOf } from '../logging/request-context';
import { METRICS_REFUSALS, metricsAccess } from './metrics-access';

/**
 * GET /metrics: Prometheus' text format, closed to the public (docs/decisions/082). The queue's
 * depth is read from the database at each scrape; when it cannot be, the rest is still served.
 */
export const metricsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { config, db, metrics } = c.var.deps;
  const access = metricsAccess(c, config);
  if (access === 'token-required') {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    return errorResponse(c, 'UNAUTHORIZED', METRICS_REFUSALS.tokenRequired);
  }
  if (access === 'address-refused') return errorResponse(c, 'FORBIDDEN', METRICS_REFUSALS.addressRefused);
  const depths = await readJobQueueDepths(db, backgroundJobs(c.var.deps).map((job) => job.name)).catch((error: unknown) => {
    logOf(c).warn({ error: String(error) }, 'metrics: the job queue could not be read');
    return null;
  });
  metrics.jobQueueRead(depths);
  return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
});
