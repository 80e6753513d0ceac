import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminJob } from '../../../../shared/careers/job.schema';
import { showToast } from '../../../lib/toast/toast-store';
import { errorText } from '../api/resource-queries';
import { jobQueries, useSetJobOpen } from '../api/use-jobs';
import { DeleteDialog } from '../kit/delete-dialog';
import { RecordPage } from '../kit/record-page';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { JobForm, useJobForm } from './job-form';
import { JobStateBadge } from './job-state-badge';

/** /admin/jobs/new: a new job opens at once on the careers page. */
export function JobNewPage() {
  useBreadcrumb('New job');
  const form = useJobForm();
  const create = jobQueries.useCreate();
  const navigate = useNavigate();
  return (
    <div data-testid="page-admin-job-new">
      <h1>New job</h1>
      <JobForm
        form={form}
        submitLabel="Create and open job"
        onSave={async (values) => {
          const created = await create.mutateAsync(values);
          showToast({ title: 'Job created', description: `“${created.title}” is open on the careers page.` });
          await navigate({ to: '/admin/jobs/$id', params: { id: created.id } });
        }}
      />
    </div>
  );
}

/** /admin/jobs/$id: edit a job, open or close it, see its history, delete it. */
export function JobEditPage({ id }: { id: string }) {
  return (
    <RecordPage id={id} testId="page-admin-job-edit" noun="Job" queries={jobQueries} name={(job) => job.title}>
      {(job, reload) => <JobEditor job={job} onReload={reload} />}
    </RecordPage>
  );
}

function JobEditor({ job, onReload }: { job: AdminJob; onReload: () => void }) {
  const form = useJobForm(job);
  const update = jobQueries.useUpdate(job.id);
  const setOpen = useSetJobOpen();
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const toggle = async () => {
    try {
      const saved = await setOpen.mutateAsync({ job, open: !job.isOpen });
      showToast({ title: saved.isOpen ? 'Job opened' : 'Job closed', description: saved.isOpen ? `“${saved.title}” is on the careers page again.` : `“${saved.title}” takes no more applications.` });
    } catch (failure) {
      showToast({ title: 'Not changed', description: errorText(failure) ?? '' });
    }
  };
  return (
    <>
      <div className="admin-page-head">
        <h1>{job.title}</h1>
        <JobStateBadge job={job} />
      </div>
      <p className="muted">
        {job.place.label} · posted {new Date(job.postedAt).toLocaleDateString()}
        {job.closedAt ? ` · closed ${new Date(job.closedAt).toLocaleDateString()}` : ''} ·{' '}
        <Link to="/admin/job-applications" search={{ jobId: job.id }}>
          {job.applicationCount} application{job.applicationCount === 1 ? '' : 's'}
        </Link>
      </p>
      <JobForm
        form={form}
        submitLabel="Save changes"
        onReload={onReload}
        onSave={async (values) => {
          const saved = await update.mutateAsync({ ...values, version: job.version });
          showToast({ title: 'Job saved', description: `“${saved.title}” is updated.` });
        }}
        extraActions={
          job.deletedAt ? null : (
            <>
              <button type="button" className="small-button" disabled={setOpen.isPending} onClick={() => void toggle()}>
                {job.isOpen ? 'Close job' : 'Open job'}
              </button>
              <button type="button" className="small-button small-button--danger" onClick={() => setDeleting(true)}>
                Delete job
              </button>
            </>
          )
        }
      />
      <DeleteDialog record={deleting ? job : null} noun="job" name={(row) => row.title} queries={jobQueries} onClose={() => setDeleting(false)} onDeleted={() => void navigate({ to: '/admin/jobs' })} />
    </>
  );
}
