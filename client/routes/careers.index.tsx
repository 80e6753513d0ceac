import { createFileRoute } from '@tanstack/react-router';
import type { PublicJobQuery } from '../../shared/careers/job.schema';
import { CareersPage } from '../features/careers/careers-page';

/** The careers page's filters as the URL holds them (anything else is dropped). */
function careersSearch(search: Record<string, unknown>): PublicJobQuery {
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined);
  return { department: text(search.department), location: text(search.location) };
}

export const Route = createFileRoute('/careers/')({ validateSearch: careersSearch, component: CareersRoute });

function CareersRoute() {
  const navigate = Route.useNavigate();
  return <CareersPage query={Route.useSearch()} onQuery={(search) => void navigate({ search, replace: true })} />;
}
