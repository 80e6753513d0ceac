import { settingsSaveSchema } from '../../shared/admin/settings.schema';
import { validate } from '../http/validate';
import { auditScopeOf } from '../platform/audit';
import { screenApp } from './screen-app';
import { settingsService } from './settings/settings.service';
import { readJobStates } from '../jobs/job-states.repo';
import { backgroundJobs } from '../jobs/background-jobs';

/**
 * /api/admin/settings (admin only): GET every setting (its default where never saved) with the
 * version; PUT saves them all with the version read (409 on a stale one), audited. GET /jobs: the
 * background jobs' state (docs/decisions/052).
 */
export const settingsRoutes = screenApp('settings')
  .get('/', async (c) => c.json(await settingsService.read(c.var.deps.db)))
  .get('/jobs', async (c) => c.json(await readJobStates(c.var.deps.db, backgroundJobs(c.var.deps))))
  .put('/', validate('json', settingsSaveSchema, { fullPaths: true }), async (c) => c.json(await settingsService.save(c.var.deps.db, auditScopeOf(c), c.req.valid('json'))));
