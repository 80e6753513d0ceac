import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { StoresPage } from '../features/admin/stores/stores-page';

export const Route = createFileRoute('/admin/stores/')({ validateSearch: rawSearch, component: StoresRoute });

function StoresRoute() {
  const navigate = Route.useNavigate();
  return <StoresPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
