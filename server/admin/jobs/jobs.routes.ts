import * as z from 'zod';
import { jobInputSchema, jobListQuerySchema, jobStateChangeSchema, jobUpdateSchema } from '../../../shared/careers/job.schema';
import { pathIdSchema } from '../../../shared/text.schema';
import { withMarkdownPreview } from '../../content/markdown-preview';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { resourceRoutes } from '../resource.routes';
import { screenApp } from '../screen-app';
import { jobsService } from './jobs.service';

const idParam = z.object({ id: pathIdSchema });

/** /api/admin/jobs (admin, store_manager): the kit's list and record routes, open, close, and the description's preview. */
export const jobsRoutes = resourceRoutes(withMarkdownPreview(screenApp('jobs')), jobsService, {
  listQuery: jobListQuerySchema,
  input: jobInputSchema,
  update: jobUpdateSchema,
})
  .post('/:id/open', validate('param', idParam), validate('json', jobStateChangeSchema), async (c) =>
    c.json({ record: await jobsService.open(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json').version) }),
  )
  .post('/:id/close', validate('param', idParam), validate('json', jobStateChangeSchema), async (c) =>
    c.json({ record: await jobsService.close(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json').version) }),
  );
