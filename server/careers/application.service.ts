import { randomUUID } from 'node:crypto';
import type { ApplicationReceipt } from '../../shared/careers/application.schema';
import { CAREERS_TEXTS } from '../../shared/careers/careers-texts';
import { AppError } from '../../shared/errors';
import type { AppDeps } from '../context';
import type { UploadedApplication } from './application-upload';
import { sendApplicationReceived } from './careers-emails';
import { checkCvBytes } from './cv-check';

/**
 * Stores an application and its CV for an open job, in one transaction (the job is locked FOR SHARE,
 * so it cannot close between the check and the insert), then emails the applicant a confirmation.
 * Unknown or deleted job: 404; closed: 409 with the form's own message.
 */
export async function submitApplication(deps: Pick<AppDeps, 'db' | 'email'>, jobId: string, upload: UploadedApplication): Promise<ApplicationReceipt> {
  const cv = await checkCvBytes(upload.cv.bytes, upload.cv.name);
  const { fields } = upload;
  const id = randomUUID();
  const job = await deps.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('jobs').select(['title', 'is_active']).where('id', '=', jobId).where('deleted_at', 'is', null).forShare().executeTakeFirst();
    if (!found) throw new AppError('NOT_FOUND', CAREERS_TEXTS.jobNotFound);
    if (!found.is_active) throw new AppError('CONFLICT', CAREERS_TEXTS.errors.jobClosed);
    const now = new Date();
    await trx
      .insertInto('job_applications')
      .values({ id, job_id: jobId, full_name: fields.fullName, email: fields.email, phone: fields.phone, cover_letter: fields.coverLetter, consented_at: now, created_at: now, updated_at: now })
      .execute();
    await trx
      .insertInto('job_application_cvs')
      .values({ application_id: id, file_name: cv.fileName, media_type: cv.mediaType, size_bytes: upload.cv.bytes.byteLength, bytes: upload.cv.bytes })
      .execute();
    return found;
  });
  // After the commit: the application is kept whatever the mail server does (email_logs says what it did).
  await sendApplicationReceived(deps.email, fields.email, { name: fields.fullName, jobTitle: job.title });
  return { applicationId: id, jobTitle: job.title, email: fields.email };
}
