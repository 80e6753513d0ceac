import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { PickupProductsPage } from '../features/admin/pickup-products/pickup-products-page';

export const Route = createFileRoute('/admin/pickup-products')({ validateSearch: rawSearch, component: PickupProductsRoute });

function PickupProductsRoute() {
  const navigate = Route.useNavigate();
  return <PickupProductsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
