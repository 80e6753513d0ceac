import * as z from 'zod';
import { campaignInputSchema, campaignListQuerySchema, campaignPreviewSchema, campaignSendSchema, type AdminCampaign } from '../../../shared/admin/email-campaigns.schema';
import { pathIdSchema } from '../../../shared/text.schema';
import { validate } from '../../http/validate';
import { campaignOf } from '../../marketing/campaigns.repo';
import { auditScopeOf, nothingChanged } from '../../platform/audit';
import { csvResponse, listPage, type CsvExport, type ListSort } from '../../platform/list';
import { screenApp } from '../screen-app';
import { withMarkdownPreview } from '../../content/markdown-preview';
import { createCampaign, pauseCampaign, previewCampaign, readCampaign, resumeCampaign, sendCampaign, testSendCampaign, unscheduleCampaign, updateCampaign } from './campaigns.service';

const SORT: ListSort = {
  sortable: { createdAt: 'created_at', subject: 'subject', status: 'status' },
  defaultSort: 'createdAt.desc',
  tiebreaker: 'id',
  notNull: ['createdAt', 'subject', 'status'],
};

const idParam = z.object({ id: pathIdSchema });
const listQuery = campaignListQuerySchema.safeExtend({ format: z.enum(['csv'], 'The only export format is csv').optional() });

const CSV: CsvExport<AdminCampaign> = {
  name: 'email-campaigns',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'subject', value: (row) => row.subject },
    { header: 'audience', value: (row) => row.audience },
    { header: 'status', value: (row) => row.status },
    { header: 'created_at', value: (row) => row.createdAt },
    { header: 'scheduled_at', value: (row) => row.scheduledAt },
    { header: 'started_at', value: (row) => row.startedAt },
    { header: 'finished_at', value: (row) => row.finishedAt },
  ],
};

/**
 * /api/admin/email-marketing/campaigns (admin; docs/decisions/054): the list, a campaign with its live
 * progress, create and change a draft, the body's Markdown preview (POST /preview) and the whole message's
 * (POST /message-preview: HTML and text), a test send to yourself, send now or
 * schedule, pause, resume, and a scheduled one back to draft. Sending itself is the job queue's.
 */
export const campaignsRoutes = withMarkdownPreview(screenApp('email-marketing'))
  .get('/', validate('query', listQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    const db = c.var.deps.db;
    let builder = db.selectFrom('email_campaigns').selectAll();
    if (query.status) builder = builder.where('status', '=', query.status);
    if (query.q) builder = builder.where('subject', 'ilike', `%${query.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    if (format === 'csv') return csvResponse(c, builder, query, SORT, campaignOf, CSV);
    return c.json(await listPage(db, builder, query, SORT, (row): AdminCampaign => campaignOf(row)));
  })
  .post('/', validate('json', campaignInputSchema), async (c) => c.json(await createCampaign(c.var.deps.db, auditScopeOf(c), c.req.valid('json')), 201))
  .post('/message-preview', validate('json', campaignPreviewSchema), async (c) => {
    nothingChanged(c.var.audit);
    return c.json(await previewCampaign(c.var.deps, c.req.valid('json')));
  })
  .get('/:id', validate('param', idParam), async (c) => c.json(await readCampaign(c.var.deps.db, c.req.valid('param').id)))
  .patch('/:id', validate('param', idParam), validate('json', campaignInputSchema), async (c) => c.json(await updateCampaign(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json'))))
  .post('/:id/test', validate('param', idParam), async (c) => c.json(await testSendCampaign(c.var.deps, auditScopeOf(c), c.req.valid('param').id)))
  .post('/:id/send', validate('param', idParam), validate('json', campaignSendSchema), async (c) => c.json(await sendCampaign(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id, c.req.valid('json').scheduledAt)))
  .post('/:id/pause', validate('param', idParam), async (c) => c.json(await pauseCampaign(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id)))
  .post('/:id/resume', validate('param', idParam), async (c) => c.json(await resumeCampaign(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id)))
  .post('/:id/unschedule', validate('param', idParam), async (c) => c.json(await unscheduleCampaign(c.var.deps.db, auditScopeOf(c), c.req.valid('param').id)));
