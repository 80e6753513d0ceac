import type { BackgroundJobState } from '../../../../shared/admin/background-jobs';
import { useBackgroundJobs } from '../api/use-settings';
import { dateTimeText } from '../kit/date-time-text';
import { QueryState } from '../kit/query-state';

/** How often a job runs, in words. */
function periodText(everySeconds: number | null): string {
  if (everySeconds === null) return 'When sent';
  if (everySeconds % 86400 === 0) return everySeconds === 86400 ? 'Every day' : `Every ${everySeconds / 86400} days`;
  if (everySeconds % 3600 === 0) return everySeconds === 3600 ? 'Every hour' : `Every ${everySeconds / 3600} hours`;
  if (everySeconds % 60 === 0) return everySeconds === 60 ? 'Every minute' : `Every ${everySeconds / 60} minutes`;
  return `Every ${everySeconds} seconds`;
}

/** The settings screen's view of the job queue (docs/decisions/052): what each background job is doing. */
export function BackgroundJobsPanel() {
  const jobs = useBackgroundJobs();
  return (
    <section aria-labelledby="background-jobs-title" data-testid="background-jobs">
      <h2 id="background-jobs-title">Background jobs</h2>
      <p className="muted">Work the shop does on its own, on one server at a time. A run that fails is tried again with longer waits.</p>
      <QueryState query={jobs}>
        {(states) => (
        <div className="data-table__scroll" tabIndex={0} role="region" aria-label="Background jobs, by job">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Runs</th>
                <th scope="col">Waiting</th>
                <th scope="col">Running</th>
                <th scope="col">Done (24 h)</th>
                <th scope="col">Last done</th>
                <th scope="col">Last result</th>
                <th scope="col">Failed (7 days)</th>
                <th scope="col">Last failure</th>
              </tr>
            </thead>
            <tbody>
              {states.map((job) => (
                <JobRow key={job.name} job={job} />
              ))}
            </tbody>
          </table>
        </div>
        )}
      </QueryState>
    </section>
  );
}

function JobRow({ job }: { job: BackgroundJobState }) {
  return (
    <tr data-job={job.name}>
      <th scope="row">
        {job.purpose}
        <br />
        <span className="muted">{job.name}</span>
      </th>
      <td>{periodText(job.everySeconds)}</td>
      <td>{job.waiting}</td>
      <td>{job.running}</td>
      <td>{job.completedLastDay}</td>
      <td>{dateTimeText(job.lastCompletedAt)}</td>
      <td>{job.lastOutcome ?? '—'}</td>
      <td>{job.failedLastWeek}</td>
      <td>{job.lastFailure ? `${dateTimeText(job.lastFailure.at)}: ${job.lastFailure.error}` : '—'}</td>
    </tr>
  );
}
