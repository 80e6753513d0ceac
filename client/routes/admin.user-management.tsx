import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { UserManagementPage } from '../features/admin/users/user-management-page';

export const Route = createFileRoute('/admin/user-management')({ validateSearch: rawSearch, component: UserManagementRoute });

function UserManagementRoute() {
  const navigate = Route.useNavigate();
  return <UserManagementPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
