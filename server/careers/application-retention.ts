import { sql } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { readSetting } from '../settings/settings.repo';
import type { BackgroundJob } from '../jobs/background-job';
import { inBatches, retentionJob } from '../retention/retention-sweep';

/** Who the audit log names for the deletions: no person, the shop itself. */
export const RETENTION_ACTOR_LABEL = 'System (application retention)';

/**
 * Deletes every application (its CV and notes go with it, ON DELETE CASCADE) whose job closed more
 * than the setting `application_retention_months` before `now`; a job deleted while open counts as
 * closed when it was deleted; an open job's applications are kept. One audit row per application
 * (actor: the system), written in the deletion's transaction, holding no personal data. Works in
 * batches of `limit`; answers how many were deleted.
 */
export async function deleteExpiredApplications(db: Database, now: Date, limit = 200): Promise<number> {
  const months = await readSetting(db, 'application_retention_months');
  return inBatches(db, limit, async (trx) => {
    // The batch is materialized so that it is taken once: rescanned, a LIMIT … SKIP LOCKED would yield more rows.
    const { rows } = await sql<{ id: string; job_id: string; status: string }>`
      with batch as materialized (
        select job_applications.id from job_applications
        join jobs on jobs.id = job_applications.job_id
        where coalesce(jobs.closed_at, jobs.deleted_at) <= ${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)
        order by job_applications.id
        limit ${limit}
        for update of job_applications skip locked
      )
      delete from job_applications where id in (select id from batch)
      returning id, job_id, status
    `.execute(trx);
    if (rows.length > 0) {
      await trx
        .insertInto('audit_log')
        .values(
          rows.map((row) => ({
            actor_user_id: null,
            actor_label: RETENTION_ACTOR_LABEL,
            screen: 'job-applications',
            action: 'retention.delete',
            entity_type: 'job-application',
            entity_id: row.id,
            before: JSON.stringify({ id: row.id, jobId: row.job_id, status: row.status }),
            after: null,
            created_at: now,
          })),
        )
        .execute();
    }
    return rows.length;
  });
}

/**
 * The retention sweep as a background job (docs/decisions/052): at start and then hourly, one run at
 * a time across every instance; the work itself is the plain function above.
 */
export function applicationRetentionJob(deps: AppDeps): BackgroundJob {
  return retentionJob({
    name: 'application-retention',
    purpose: 'Deletes job applications and their CVs once the retention period after the job closed is over',
    everySeconds: 60 * 60,
    done: { one: 'job application deleted', other: 'job applications deleted' },
    sweep: (now) => deleteExpiredApplications(deps.db, now),
  });
}
