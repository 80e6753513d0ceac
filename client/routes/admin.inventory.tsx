import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { InventoryPage } from '../features/admin/inventory/inventory-page';

export const Route = createFileRoute('/admin/inventory')({ validateSearch: rawSearch, component: InventoryRoute });

function InventoryRoute() {
  const navigate = Route.useNavigate();
  return <InventoryPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
