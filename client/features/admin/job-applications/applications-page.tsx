import { useId, useMemo } from 'react';
import { applicationListQuerySchema, type ApplicationListQuery } from '../../../../shared/careers/job-application.schema';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '../../../../shared/careers/pipeline';
import { SCREENS } from '../../../../shared/admin/screens';
import { errorText } from '../api/resource-queries';
import { applicationQueries, usePipelineCounts } from '../api/use-job-applications';
import { jobQueries } from '../api/use-jobs';
import { DataTable } from '../kit/data-table';
import { changeListQuery, listQueryFromSearch, searchFromListQuery, type ListSearch } from '../kit/list-search';
import { applicationColumns } from './application-columns';
import { EmailTemplatesPanel } from './email-templates-panel';
import './job-applications.css';

/** /admin/job-applications: per job, its pipeline (how many at each stage, a stage's applications), and the decision emails. */
export function ApplicationsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  const id = useId();
  const query = useMemo(() => listQueryFromSearch(applicationListQuerySchema, search), [search]);
  const change = (next: Partial<ApplicationListQuery>) => onSearch(searchFromListQuery(changeListQuery(query, next)));
  const jobs = jobQueries.useList({ page: 1, pageSize: 100, sort: 'postedAt.desc', deleted: 'no' });
  const list = applicationQueries.useList(query);
  const counts = usePipelineCounts(query.jobId);
  return (
    <div data-testid="page-admin-job-applications">
      <div className="admin-page-head">
        <h1>{SCREENS['job-applications'].title}</h1>
      </div>
      <p className="lede">Choose a job to see its pipeline: new → reviewing → interview → offer → hired, or rejected.</p>
      <div className="field">
        <label htmlFor={`${id}-job`}>Job</label>
        <select id={`${id}-job`} value={query.jobId ?? ''} onChange={(event) => change({ jobId: event.target.value || undefined, status: undefined })}>
          <option value="">All jobs</option>
          {(jobs.data?.rows ?? []).map((job) => (
            <option key={job.id} value={job.id}>
              {job.title} ({job.place.label}){job.isOpen ? '' : ' – closed'}
            </option>
          ))}
        </select>
      </div>
      {query.jobId && counts.data ? (
        <nav className="pipeline" aria-label="Pipeline stages" data-testid="pipeline">
          <button type="button" className="pipeline__stage" aria-pressed={!query.status} onClick={() => change({ status: undefined })}>
            All <span className="pipeline__count">{APPLICATION_STATUSES.reduce((sum, status) => sum + counts.data[status], 0)}</span>
          </button>
          {APPLICATION_STATUSES.map((status) => (
            <button key={status} type="button" className="pipeline__stage" aria-pressed={query.status === status} onClick={() => change({ status })}>
              {APPLICATION_STATUS_LABELS[status]} <span className="pipeline__count">{counts.data[status]}</span>
            </button>
          ))}
        </nav>
      ) : null}
      <DataTable
        resource="job-applications"
        caption="Applications"
        columns={applicationColumns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel="Search name or email"
        filters={[{ key: 'status', label: 'Stage', options: APPLICATION_STATUSES.map((status) => ({ value: status, label: APPLICATION_STATUS_LABELS[status] })) }]}
      />
      <EmailTemplatesPanel />
    </div>
  );
}
