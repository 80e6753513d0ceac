import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { ApplicationsPage } from '../features/admin/job-applications/applications-page';

export const Route = createFileRoute('/admin/job-applications/')({ validateSearch: rawSearch, component: ApplicationsRoute });

function ApplicationsRoute() {
  const navigate = Route.useNavigate();
  return <ApplicationsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
