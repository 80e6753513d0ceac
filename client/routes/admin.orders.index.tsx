import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { OrdersPage, askForOrdersEarly } from '../features/admin/orders/orders-page';

// The search stays raw here: the shared list query parses it (docs/decisions/034). The dashboard links here with its filters.
// The loader sits in the screen's chunk with its component (nothing of it in the storefront's entry) and asks for the
// list as soon as that chunk is in, before the first render, without holding the render back (docs/decisions/103).
export const Route = createFileRoute('/admin/orders/')({
  validateSearch: rawSearch,
  loader: ({ location }) => askForOrdersEarly(location.search),
  codeSplitGroupings: [['loader', 'component']],
  component: OrdersRoute,
});

function OrdersRoute() {
  const navigate = Route.useNavigate();
  return <OrdersPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
