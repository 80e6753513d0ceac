import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { CAREERS_TEXTS } from '../../../shared/careers/careers-texts';
import type { PublicJobList, PublicJobQuery } from '../../../shared/careers/job.schema';
import { useOpenJobs } from './careers-api';
import { jobFacts, postedDate } from './job-facts';
import './careers.css';

/** /careers: the open jobs, filtered by department and location (a store, or remote); the filters live in the URL. */
export function CareersPage({ query, onQuery }: { query: PublicJobQuery; onQuery: (query: PublicJobQuery) => void }) {
  const read = useOpenJobs(query);
  return (
    <article data-testid="page-careers" className="careers-page">
      <h1>{CAREERS_TEXTS.title}</h1>
      <p className="lede">{CAREERS_TEXTS.intro}</p>
      {read.status === 'loading' && <p role="status">Loading…</p>}
      {read.status === 'failed' && <p className="notice" role="status">{read.httpStatus === 0 ? CAREERS_TEXTS.offline : CAREERS_TEXTS.loadFailed}</p>}
      {read.status === 'ready' && <JobList list={read.data} query={query} onQuery={onQuery} />}
    </article>
  );
}

function JobList({ list, query, onQuery }: { list: PublicJobList; query: PublicJobQuery; onQuery: (query: PublicJobQuery) => void }) {
  const id = useId();
  const filtered = Boolean(query.department || query.location);
  if (list.departments.length === 0) return <p>{CAREERS_TEXTS.noJobs}</p>;
  return (
    <>
      {/* eslint-disable-next-line no-restricted-syntax -- a list filter: what is chosen is a query, not data entered (ADR 094) */}
      <form className="careers-filters" aria-label="Filter open positions" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-department`}>
          {CAREERS_TEXTS.filterDepartment}
          <select id={`${id}-department`} value={query.department ?? ''} onChange={(event) => onQuery({ ...query, department: event.target.value || undefined })}>
            <option value="">{CAREERS_TEXTS.allDepartments}</option>
            {list.departments.map((department) => (
              <option key={department} value={department}>{department}</option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-location`}>
          {CAREERS_TEXTS.filterLocation}
          <select id={`${id}-location`} value={query.location ?? ''} onChange={(event) => onQuery({ ...query, location: event.target.value || undefined })}>
            <option value="">{CAREERS_TEXTS.allLocations}</option>
            {list.locations.map((location) => (
              <option key={location.value} value={location.value}>{location.label}</option>
            ))}
          </select>
        </label>
      </form>
      <div aria-live="polite">
        {list.jobs.length === 0 ? (
          <p>{filtered ? CAREERS_TEXTS.noMatches : CAREERS_TEXTS.noJobs}</p>
        ) : (
          <ul className="careers-list" data-testid="careers-list">
            {list.jobs.map((job) => (
              <li key={job.id} className="careers-job">
                <h2>
                  <Link to="/careers/$id" params={{ id: job.id }}>{job.title}</Link>
                </h2>
                <ul className="careers-job__facts">
                  {jobFacts(job).map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
                <p className="muted">{CAREERS_TEXTS.posted(postedDate(job.postedAt))}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
