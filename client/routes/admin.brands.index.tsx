import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { BrandsPage } from '../features/admin/brands/brands-page';

export const Route = createFileRoute('/admin/brands/')({ validateSearch: rawSearch, component: BrandsRoute });

function BrandsRoute() {
  const navigate = Route.useNavigate();
  return <BrandsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
