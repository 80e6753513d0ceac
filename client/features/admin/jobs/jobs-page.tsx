import { Link } from '@tanstack/react-router';
import { jobListQuerySchema } from '../../../../shared/careers/job.schema';
import { jobQueries } from '../api/use-jobs';
import type { ListSearch } from '../kit/list-search';
import { ListScreen } from '../kit/list-screen';
import { jobColumns } from './columns';

/** /admin/jobs: the positions on the careers page, open and closed. */
export function JobsPage({ search, onSearch }: { search: ListSearch; onSearch: (search: ListSearch) => void }) {
  return (
    <ListScreen
      testId="page-admin-jobs"
      title="Jobs"
      lede="Open positions are listed on the careers page; a closed one takes no more applications."
      newLink={<Link className="button" to="/admin/jobs/new">New job</Link>}
      resource="jobs"
      searchLabel="Search jobs"
      noun="job"
      name={(job) => job.title}
      schema={jobListQuerySchema}
      queries={jobQueries}
      columns={jobColumns}
      search={search}
      onSearch={onSearch}
    />
  );
}
