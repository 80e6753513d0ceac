import * as z from 'zod';
import type { Kysely } from 'kysely';
import type { ListPage } from '../../../../shared/admin/api';
import { unansweredListQuerySchema, type UnansweredListQuery, type UnansweredQuestion } from '../../../../shared/support/articles';
import { AppError } from '../../../../shared/errors';
import { pathIdSchema } from '../../../../shared/text.schema';
import type { DB } from '../../../db/schema';
import { validate } from '../../../http/validate';
import { auditScopeOf, recordChange } from '../../../platform/audit';
import { listPage, type ListSort } from '../../../platform/list';
import { screenApp } from '../../screen-app';

const SORT: ListSort = {
  sortable: { lastAskedAt: 'support_unanswered_questions.last_asked_at', timesAsked: 'support_unanswered_questions.times_asked' },
  defaultSort: 'lastAskedAt.desc',
  tiebreaker: 'support_unanswered_questions.id',
};

function selectUnanswered(db: Kysely<DB>, query: UnansweredListQuery) {
  const base = db.selectFrom('support_unanswered_questions').selectAll();
  return query.q ? base.where('normalized', 'like', `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : base;
}

function toUnanswered(row: { id: string; question: string; times_asked: number; first_asked_at: Date; last_asked_at: Date }): UnansweredQuestion {
  return {
    id: row.id,
    question: row.question,
    timesAsked: Number(row.times_asked),
    firstAskedAt: new Date(row.first_asked_at).toISOString(),
    lastAskedAt: new Date(row.last_asked_at).toISOString(),
  };
}

const idParam = z.object({ id: pathIdSchema });

/**
 * /api/admin/robo-support/unanswered: the questions the assistant could not answer, newest first,
 * and DELETE /:id to dismiss one (audited; asked again, it comes back with a new count).
 */
export const unansweredQuestionsRoutes = screenApp('robo-support')
  .get('/', validate('query', unansweredListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const page: ListPage<UnansweredQuestion> = await listPage(c.var.deps.db, selectUnanswered(c.var.deps.db, query), query, SORT, toUnanswered);
    return c.json(page);
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    const scope = auditScopeOf(c);
    const dismissed = await c.var.deps.db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('support_unanswered_questions').where('id', '=', id).returningAll().executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', 'Not found');
      const before = toUnanswered(row);
      await recordChange(trx, scope, { action: 'delete', entityType: 'support-unanswered-question', entityId: id, before, after: null });
      return before;
    });
    return c.json({ record: dismissed });
  });
