import * as z from 'zod';
import {
  applicationListQuerySchema,
  applicationMoveSchema,
  applicationNoteSchema,
  emailTemplateKindSchema,
  emailTemplateSchema,
  type ApplicationDetail,
  type EmailTemplate,
} from '../../../shared/careers/job-application.schema';
import { EMAILED_STATUSES } from '../../../shared/careers/pipeline';
import { AppError } from '../../../shared/errors';
import { pathIdSchema } from '../../../shared/text.schema';
import { readEmailTemplate } from '../../careers/careers-emails';
import { validate } from '../../http/validate';
import { auditScopeOf } from '../../platform/audit';
import { historyOf } from '../audit-history.repo';
import { screenApp } from '../screen-app';
import { applicationList, findApplication, findCv, notesOf, pipelineCounts } from './applications.repo';
import { addNote, moveApplication, saveEmailTemplate } from './applications.service';

const idParam = z.object({ id: pathIdSchema });
const formatQuery = z.object({ format: z.enum(['csv'], 'The only export format is csv').optional() });
const pipelineQuery = z.object({ jobId: pathIdSchema });

/** The download's headers: always an attachment, never sniffed, never cached by a shared cache. */
function cvHeaders(cv: { file_name: string; media_type: string; size_bytes: number }): Record<string, string> {
  const ascii = cv.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'Content-Type': cv.media_type,
    'Content-Length': String(cv.size_bytes),
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cv.file_name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  };
}

/**
 * /api/admin/job-applications (admin, store_manager): the list per job and status, the pipeline's
 * counts, one application with its notes, its CV (download only), moves along the pipeline, notes,
 * and the rejected/hired emails' templates.
 */
export const jobApplicationsRoutes = screenApp('job-applications')
  .get('/', validate('query', applicationListQuerySchema.extend(formatQuery.shape)), async (c) => {
    const { format, ...query } = c.req.valid('query');
    if (format === 'csv') return applicationList.csv(c, c.var.deps.db, query);
    return c.json(await applicationList.list(c.var.deps.db, query));
  })
  .get('/pipeline', validate('query', pipelineQuery), async (c) => c.json({ counts: await pipelineCounts(c.var.deps.db, c.req.valid('query').jobId) }))
  .get('/templates', async (c) => {
    const templates: EmailTemplate[] = [];
    for (const kind of EMAILED_STATUSES) templates.push(await readEmailTemplate(c.var.deps.db, kind));
    return c.json({ templates });
  })
  .put('/templates/:kind', validate('param', emailTemplateKindSchema), validate('json', emailTemplateSchema), async (c) =>
    c.json({ template: await saveEmailTemplate(c.var.deps.db, auditScopeOf(c), c.req.valid('param').kind, c.req.valid('json')) }),
  )
  .get('/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const record = await findApplication(c.var.deps.db, id);
    if (!record) throw new AppError('NOT_FOUND', 'Not found');
    const body: ApplicationDetail = { record, notes: await notesOf(c.var.deps.db, id) };
    return c.json(body);
  })
  .get('/:id/history', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await findApplication(c.var.deps.db, id))) throw new AppError('NOT_FOUND', 'Not found');
    return c.json({ rows: await historyOf(c.var.deps.db, 'job-application', id) });
  })
  .get('/:id/cv', validate('param', idParam), async (c) => {
    const cv = await findCv(c.var.deps.db, c.req.valid('param').id);
    if (!cv) throw new AppError('NOT_FOUND', 'Not found');
    return c.body(new Uint8Array(cv.bytes), 200, cvHeaders(cv));
  })
  .post('/:id/move', validate('param', idParam), validate('json', applicationMoveSchema), async (c) => {
    const record = await moveApplication({ ...c.var.deps, log: c.var.log }, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json'));
    return c.json({ record });
  })
  .post('/:id/notes', validate('param', idParam), validate('json', applicationNoteSchema), async (c) => {
    const { id } = c.req.valid('param');
    await addNote(c.var.deps.db, auditScopeOf(c), id, c.req.valid('json').body);
    return c.json({ notes: await notesOf(c.var.deps.db, id) }, 201);
  });
