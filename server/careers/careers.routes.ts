import { Hono } from 'hono';
import * as z from 'zod';
import { CV_LIMITS } from '../../shared/careers/application.schema';
import { CAREERS_TEXTS } from '../../shared/careers/careers-texts';
import { publicJobQuerySchema } from '../../shared/careers/job.schema';
import { AppError } from '../../shared/errors';
import { pathIdSchema } from '../../shared/text.schema';
import type { AppEnv } from '../context';
import { LIMITS } from '../http/abuse-limits';
import { bodyLimit } from '../http/body-limit';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import { uploadedApplication } from './application-upload';
import { submitApplication } from './application.service';
import { refusedCv } from './cv-check';
import { findPublicJob, listOpenJobs } from './jobs.repo';

// The multipart envelope around the CV and the text fields (a 5,000-character cover letter, boundaries).
const MULTIPART_ALLOWANCE = 64 * 1024;

const idParam = z.object({ id: pathIdSchema });

/** True for the application upload's path, which the API's 1 MB body limit leaves to its own (after the abuse limit). */
export function isApplicationUploadPath(path: string): boolean {
  return /^\/api\/careers\/[^/]+\/applications$/.test(path);
}

/**
 * /api/careers (anyone): the open jobs with their filters, one job (open or closed), and the
 * application form (multipart; abuse-limited before the body is read, 5 MB CV checked by its bytes).
 */
export const careersRoutes = new Hono<AppEnv>()
  .get('/', validate('query', publicJobQuerySchema), async (c) => c.json(await listOpenJobs(c.var.deps.db, c.req.valid('query'))))
  .get('/:id', validate('param', idParam), async (c) => {
    const job = await findPublicJob(c.var.deps.db, c.req.valid('param').id);
    if (!job) throw new AppError('NOT_FOUND', CAREERS_TEXTS.jobNotFound);
    return c.json({ job });
  })
  .post(
    '/:id/applications',
    rateLimit(...LIMITS.jobApplication),
    bodyLimit(CV_LIMITS.maxBytes + MULTIPART_ALLOWANCE, { refuse: () => refusedCv(CAREERS_TEXTS.errors.cvTooLarge) }),
    validate('param', idParam),
    async (c) => {
      const receipt = await submitApplication(c.var.deps, c.req.valid('param').id, await uploadedApplication(c));
      return c.json({ application: receipt }, 201);
    },
  );
