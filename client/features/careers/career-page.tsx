import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CAREERS_TEXTS } from '../../../shared/careers/careers-texts';
import type { PublicJob } from '../../../shared/careers/job.schema';
import { notFoundName } from '../../../shared/page-titles';
import { PAGE_NAME_LOADING, usePageTitle } from '../../lib/page-title/page-title-store';
import { useJob } from './careers-api';
import { jobFacts, postedDate } from './job-facts';
import './careers.css';

// The form, react-hook-form and its zod schema load only on an open job's page.
const ApplicationForm = lazy(() => import('./application-form'));

/** /careers/{id}: the job's description and the application form; a closed or unknown job says so. */
export function CareerPage({ jobId }: { jobId: string }) {
  const read = useJob(jobId);
  const missing = read.status === 'failed' && read.httpStatus === 404;
  usePageTitle(read.status === 'ready' ? read.data.title : missing ? notFoundName('Job') : read.status === 'loading' ? PAGE_NAME_LOADING : null);
  return (
    <article data-testid="page-careers-detail" className="career-page">
      {read.status === 'loading' && <p role="status">Loading…</p>}
      {read.status === 'failed' && (missing ? <JobMessage title={CAREERS_TEXTS.jobNotFoundTitle} text={CAREERS_TEXTS.jobNotFound} /> : (
        <>
          <h1>{CAREERS_TEXTS.title}</h1>
          <p className="notice" role="status">{read.httpStatus === 0 ? CAREERS_TEXTS.offline : CAREERS_TEXTS.loadFailed}</p>
        </>
      ))}
      {read.status === 'ready' && <Job job={read.data} />}
    </article>
  );
}

function JobMessage({ title, text, level = 1 }: { title: string; text: string; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div data-testid="career-unavailable">
      <Heading>{title}</Heading>
      <p>{text}</p>
      <Link to="/careers" className="button button--quiet">{CAREERS_TEXTS.allPositions}</Link>
    </div>
  );
}

function Job({ job }: { job: PublicJob }) {
  return (
    <>
      <p><Link to="/careers">← {CAREERS_TEXTS.allPositions}</Link></p>
      <h1>{job.title}</h1>
      <ul className="career-page__facts">
        {jobFacts(job).map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
        <li>{CAREERS_TEXTS.posted(postedDate(job.postedAt))}</li>
      </ul>
      {/* The server rendered this from Markdown and sanitised it on save (server/content/markdown.ts). */}
      <div className="career-page__description" data-testid="career-description" dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
      {job.isOpen ? (
        <section aria-labelledby="apply-heading">
          <h2 id="apply-heading">{CAREERS_TEXTS.apply.title}</h2>
          <Suspense fallback={<p role="status">Loading the form…</p>}>
            <ApplicationForm jobId={job.id} jobTitle={job.title} />
          </Suspense>
        </section>
      ) : (
        <JobMessage title={CAREERS_TEXTS.jobClosedTitle} text={CAREERS_TEXTS.jobClosed} level={2} />
      )}
    </>
  );
}
