import * as z from 'zod';
import { activityListQuerySchema, type ActivityActors } from '../../../shared/admin/activity.schema';
import { validate } from '../../http/validate';
import { screenApp } from '../screen-app';
import { activityCsv, listActivity, listActors } from './activity.service';

const activityQuery = activityListQuerySchema.safeExtend({ format: z.enum(['csv'], 'The only export format is csv').optional() });

/**
 * /api/admin/activity (admins only): the audit log, read-only. There is no route that edits or
 * deletes an entry, and the table's trigger refuses both (migration 0010).
 */
export const activityRoutes = screenApp('activity')
  .get('/', validate('query', activityQuery), async (c) => {
    const { format, ...query } = c.req.valid('query');
    const db = c.var.deps.db;
    if (format === 'csv') return activityCsv(c, db, query);
    return c.json(await listActivity(db, query));
  })
  .get('/actors', async (c) => c.json({ actors: await listActors(c.var.deps.db) } satisfies ActivityActors));
