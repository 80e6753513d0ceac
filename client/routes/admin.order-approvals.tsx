import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { ApprovalsPage } from '../features/admin/order-approvals/approvals-page';

export const Route = createFileRoute('/admin/order-approvals')({ validateSearch: rawSearch, component: ApprovalsRoute });

function ApprovalsRoute() {
  const navigate = Route.useNavigate();
  return <ApprovalsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
