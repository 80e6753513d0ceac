import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { applicationNoteSchema, type AdminApplication, type ApplicationNote } from '../../../../shared/careers/job-application.schema';
import { APPLICATION_STATUS_LABELS, isEmailedStatus, type ApplicationStatus } from '../../../../shared/careers/pipeline';
import { Form } from '../../../lib/form/shop-form';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { applicationQueries, cvDownloadUrl, useAddNote, useApplicationDetail, useMoveApplication } from '../api/use-job-applications';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { useActionForm } from '../kit/form-dialog';
import { RecordHistory } from '../kit/record-history';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { ApplicationStatusBadge } from './application-status-badge';
import './job-applications.css';

const bytes = (size: number) => (size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(size / 1024))} KB`);

/** /admin/job-applications/$id: the application, its CV, its moves along the pipeline, notes and history. */
export function ApplicationPage({ id }: { id: string }) {
  const detail = useApplicationDetail(id);
  const history = applicationQueries.useHistory(id);
  useBreadcrumb(detail.data ? `“${detail.data.record.fullName}”` : 'Application');
  return (
    <div data-testid="page-admin-job-application">
      {detail.error ? (
        <>
          <h1>Application</h1>
          <p className="form-alert" role="alert">{errorText(detail.error)}</p>
        </>
      ) : !detail.data ? (
        <p role="status">Loading...</p>
      ) : (
        <div className="record-layout">
          <div>
            <Application application={detail.data.record} />
            <Notes applicationId={id} notes={detail.data.notes} />
          </div>
          <RecordHistory rows={history.data} loading={history.isFetching} error={errorText(history.error)} />
        </div>
      )}
    </div>
  );
}

function Application({ application }: { application: AdminApplication }) {
  const move = useMoveApplication(application.id);
  const [confirming, setConfirming] = useState<ApplicationStatus | null>(null);
  const moveTo = async (to: ApplicationStatus) => {
    try {
      await move.mutateAsync({ to, version: application.version });
      showToast({ title: `Moved to ${APPLICATION_STATUS_LABELS[to].toLowerCase()}`, description: isEmailedStatus(to) ? `${application.fullName} has been emailed.` : `${application.fullName}’s application is updated.` });
    } catch (failure) {
      showToast({ title: 'Not moved', description: errorText(failure) ?? '' });
    }
  };
  return (
    <>
      <div className="admin-page-head">
        <h1>{application.fullName}</h1>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <p className="muted">
        For <Link to="/admin/job-applications" search={{ jobId: application.jobId }}>{application.jobTitle}</Link>, received {new Date(application.createdAt).toLocaleString()}
      </p>
      <dl className="application-facts">
        <dt>Email</dt>
        <dd><a href={`mailto:${application.email}`}>{application.email}</a></dd>
        <dt>Phone</dt>
        <dd>{application.phone}</dd>
        <dt>CV</dt>
        <dd>
          {application.cv ? (
            <a href={cvDownloadUrl(application.id)} download data-testid="cv-download">
              Download {application.cv.fileName} ({bytes(application.cv.sizeBytes)})
            </a>
          ) : (
            'None'
          )}
        </dd>
        <dt>Consent</dt>
        <dd>Agreed to keep the application on {new Date(application.consentedAt).toLocaleDateString()}</dd>
      </dl>
      <h2>Cover letter</h2>
      <p className="application-letter">{application.coverLetter}</p>
      <h2>Stage</h2>
      {application.nextStatuses.length === 0 ? (
        <p>This application is {APPLICATION_STATUS_LABELS[application.status].toLowerCase()}: the applicant has been told.</p>
      ) : (
        <div className="application-moves" role="group" aria-label="Move the application">
          {application.nextStatuses.map((to) => (
            <button
              key={to}
              type="button"
              className={to === 'rejected' ? 'small-button small-button--danger' : 'small-button'}
              disabled={move.isPending}
              onClick={() => (isEmailedStatus(to) ? setConfirming(to) : void moveTo(to))}
            >
              Move to {APPLICATION_STATUS_LABELS[to].toLowerCase()}
            </button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'rejected' ? 'Reject this application?' : 'Mark as hired?'}
        confirmLabel={confirming === 'rejected' ? 'Reject and email' : 'Mark hired and email'}
        tone={confirming === 'rejected' ? 'danger' : 'default'}
        onConfirm={() => {
          const to = confirming;
          setConfirming(null);
          if (to) void moveTo(to);
        }}
        onCancel={() => setConfirming(null)}
      >
        <p>{`${application.fullName} will be emailed at ${application.email}. This cannot be undone.`}</p>
      </ConfirmDialog>
    </>
  );
}

function Notes({ applicationId, notes }: { applicationId: string; notes: ApplicationNote[] }) {
  const add = useAddNote(applicationId);
  const form = useActionForm(applicationNoteSchema, { body: '' });
  const error = form.formState.errors.body?.message;
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading">Notes</h2>
      {notes.length === 0 ? <p className="muted">No notes yet.</p> : null}
      <ul className="application-notes" data-testid="application-notes">
        {notes.map((note) => (
          <li key={note.id}>
            <strong>{note.authorLabel}</strong> <span className="muted">{new Date(note.createdAt).toLocaleString()}</span>
            <div>{note.body}</div>
          </li>
        ))}
      </ul>
      <Form
        form={form}
        className="field"
        onValid={async ({ body }) => {
          try {
            await add.mutateAsync(body);
            form.reset();
          } catch (failure) {
            form.setError('body', { type: 'server', message: errorText(failure) ?? undefined });
          }
        }}
      >
        <label htmlFor={`note-${applicationId}`}>Add a note</label>
        <textarea id={`note-${applicationId}`} rows={3} aria-invalid={error ? true : undefined} {...form.register('body')} />
        {error ? <p className="field-error" role="alert">{error}</p> : null}
        <div>
          <button type="submit" className="small-button" disabled={add.isPending}>Add note</button>
        </div>
      </Form>
    </section>
  );
}
