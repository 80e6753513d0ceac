import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { JobsPage } from '../features/admin/jobs/jobs-page';

export const Route = createFileRoute('/admin/jobs/')({ validateSearch: rawSearch, component: JobsRoute });

function JobsRoute() {
  const navigate = Route.useNavigate();
  return <JobsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
