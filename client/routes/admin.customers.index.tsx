import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { CustomersPage } from '../features/admin/customers/customers-page';

export const Route = createFileRoute('/admin/customers/')({ validateSearch: rawSearch, component: CustomersRoute });

function CustomersRoute() {
  const navigate = Route.useNavigate();
  return <CustomersPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
