import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { RoleManagementPage } from '../features/admin/users/role-management-page';

export const Route = createFileRoute('/admin/role-management')({ validateSearch: rawSearch, component: RoleManagementRoute });

function RoleManagementRoute() {
  const navigate = Route.useNavigate();
  return <RoleManagementPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
