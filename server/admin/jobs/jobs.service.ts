import type { Kysely } from 'kysely';
import { JOB_EDIT_TEXTS, type AdminJob, type JobInput, type JobListQuery } from '../../../shared/careers/job.schema';
import { AppError, ERROR_MESSAGES } from '../../../shared/errors';
import type { DB } from '../../db/schema';
import { recordChange, type AuditScope } from '../../platform/audit';
import { assertVersion, lockRecord, updateVersioned } from '../../platform/records';
import { resourceService } from '../resource.service';
import { findJob, jobColumns, jobList } from './jobs.repo';

const ENTITY = 'job';

const kit = resourceService<JobListQuery, JobInput, AdminJob>({
  table: 'jobs',
  entityType: ENTITY,
  ...jobList,
  find: findJob,
  columns: jobColumns,
});

/** A job's store must be one of the shop's (live) stores: a field error, never a foreign-key failure. */
async function assertStore(db: Kysely<DB>, input: JobInput): Promise<void> {
  if (input.storeId === null) return;
  const store = await db.selectFrom('stores').select('id').where('id', '=', input.storeId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!store) throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, { storeId: JOB_EDIT_TEXTS.chooseStore });
}

/** Opens or closes a job from the version read; closing starts its applications' retention period. */
function setOpen(open: boolean) {
  return (db: Kysely<DB>, scope: AuditScope, id: string, version: string): Promise<AdminJob> =>
    db.transaction().execute(async (trx) => {
      const current = await lockRecord(trx, 'jobs', id);
      assertVersion(current, version);
      if (current.deleted) throw new AppError('CONFLICT', JOB_EDIT_TEXTS.deleted);
      const before = (await findJob(trx, id))!;
      if (before.isOpen === open) throw new AppError('CONFLICT', open ? JOB_EDIT_TEXTS.alreadyOpen : JOB_EDIT_TEXTS.alreadyClosed);
      await updateVersioned(trx, 'jobs', id, version, open ? { is_active: true, closed_at: null } : { is_active: false, closed_at: new Date() });
      const after = (await findJob(trx, id))!;
      await recordChange(trx, scope, { action: open ? 'open' : 'close', entityType: ENTITY, entityId: id, before, after });
      return after;
    });
}

/** Jobs: list, create (open), edit, open, close, soft delete (a deleted open job's applications are kept from its deletion, as if closed), restore. */
export const jobsService = {
  ...kit,
  create: async (db: Kysely<DB>, scope: AuditScope, input: JobInput) => {
    await assertStore(db, input);
    return kit.create(db, scope, input);
  },
  update: async (db: Kysely<DB>, scope: AuditScope, id: string, input: JobInput & { version: string }) => {
    await assertStore(db, input);
    return kit.update(db, scope, id, input);
  },
  open: setOpen(true),
  close: setOpen(false),
};
