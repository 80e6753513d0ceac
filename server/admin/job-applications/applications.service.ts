import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AdminApplication, ApplicationMove, EmailTemplate, EmailTemplateInput } from '../../../shared/careers/job-application.schema';
import { canMove, moveRefusal, isEmailedStatus, type EmailedStatus } from '../../../shared/careers/pipeline';
import { AppError, ERROR_MESSAGES } from '../../../shared/errors';
import { ADMIN_TEXTS } from '../../../shared/admin/api';
import type { DB } from '../../db/schema';
import type { EmailService } from '../../email/mailer';
import { readEmailTemplate, sendDecision } from '../../careers/careers-emails';
import { recordChange, type AuditScope } from '../../platform/audit';
import { versionOf } from '../../platform/records';
import { findApplication } from './applications.repo';
import type { Logger } from '../../logging/logger';

const ENTITY = 'job-application';
const notFound = () => new AppError('NOT_FOUND', ERROR_MESSAGES.notFound);
const conflict = () => new AppError('CONFLICT', ADMIN_TEXTS.editConflict);

/**
 * What the audit log keeps of an application: its place in the pipeline, never the applicant's
 * name, contact details, letter or notes. The log is append-only and outlives the retention period,
 * so personal data written there would never be deleted (docs/decisions/049-careers.md).
 */
export const auditViewOf = (application: Pick<AdminApplication, 'id' | 'jobId' | 'status'>) => ({ id: application.id, jobId: application.jobId, status: application.status });

/**
 * Moves an application along the pipeline (shared/careers/pipeline.ts), from the version read:
 * a move the table does not allow is 409, a stale version 409. After the commit, rejected and
 * hired email the applicant from the current template.
 */
export async function moveApplication(deps: { db: Kysely<DB>; email: Pick<EmailService, 'sendMessage'>; log: Logger }, scope: AuditScope, id: string, move: ApplicationMove): Promise<AdminApplication> {
  const { db } = deps;
  const moved = await db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('job_applications').select(['sync_seq', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!locked) throw notFound();
    if (versionOf(locked) !== move.version) throw conflict();
    if (!canMove(locked.status, move.to)) {
      const message = moveRefusal(locked.status, move.to);
      throw new AppError('CONFLICT', message, { to: message });
    }
    const before = (await findApplication(trx, id))!;
    await trx.updateTable('job_applications').set({ status: move.to }).where('id', '=', id).where(sql<boolean>`sync_seq = ${move.version}::bigint`).execute();
    const after = (await findApplication(trx, id))!;
    await recordChange(trx, scope, { action: `move.${move.to}`, entityType: ENTITY, entityId: id, before: auditViewOf(before), after: auditViewOf(after) });
    return after;
  });
  if (isEmailedStatus(moved.status)) await sendDecision(db, deps.email, deps.log, moved.status, moved.email, { name: moved.fullName, job: moved.jobTitle });
  return moved;
}

/** Adds a staff note to an application (audited: who added a note to which application, not its text). */
export async function addNote(db: Kysely<DB>, scope: AuditScope, applicationId: string, body: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const application = await trx.selectFrom('job_applications').select(['id', 'job_id', 'status']).where('id', '=', applicationId).forShare().executeTakeFirst();
    if (!application) throw notFound();
    const noteId = randomUUID();
    await trx
      .insertInto('job_application_notes')
      .values({ id: noteId, application_id: applicationId, author_user_id: scope.actor.id, author_label: scope.actor.name || scope.actor.email, body, created_at: new Date() })
      .execute();
    await recordChange(trx, scope, { action: 'note.add', entityType: ENTITY, entityId: applicationId, before: null, after: { noteId, jobId: application.job_id, status: application.status } });
  });
}

/** Saves a decision email's template from the version read ("0": the default, never saved). */
export async function saveEmailTemplate(db: Kysely<DB>, scope: AuditScope, kind: EmailedStatus, input: EmailTemplateInput): Promise<EmailTemplate> {
  return db.transaction().execute(async (trx) => {
    const before = await readEmailTemplate(trx, kind);
    if (before.version !== input.version) throw conflict();
    const values = { subject: input.subject, body: input.body };
    const saved =
      input.version === '0'
        ? await trx.insertInto('job_email_templates').values({ kind, ...values }).onConflict((oc) => oc.column('kind').doNothing()).returning('kind').executeTakeFirst()
        : await trx.updateTable('job_email_templates').set(values).where('kind', '=', kind).where(sql<boolean>`sync_seq = ${input.version}::bigint`).returning('kind').executeTakeFirst();
    if (!saved) throw conflict();
    const after = await readEmailTemplate(trx, kind);
    await recordChange(trx, scope, { action: 'template.update', entityType: 'job-email-template', entityId: kind, before, after });
    return after;
  });
}
