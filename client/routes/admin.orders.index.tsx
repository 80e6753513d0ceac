import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { OrdersPage } from '../features/admin/orders/orders-page';

// The search stays raw here: the shared list query parses it (docs/decisions/034). The dashboard links here with its filters.
export const Route = createFileRoute('/admin/orders/')({ validateSearch: rawSearch, component: OrdersRoute });

function OrdersRoute() {
  const navigate = Route.useNavigate();
  return <OrdersPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
