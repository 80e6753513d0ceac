import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { AnalyticsPage } from '../features/admin/analytics/analytics-page';

// The search stays raw here: the range is parsed inside the lazy chunk (docs/decisions/034).
export const Route = createFileRoute('/admin/analytics')({ validateSearch: rawSearch, component: AnalyticsRoute });

function AnalyticsRoute() {
  const navigate = Route.useNavigate();
  return <AnalyticsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
