import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { ShippingRatesPage } from '../features/admin/shipping-rates/shipping-rates-page';

export const Route = createFileRoute('/admin/shipping-rates/')({ validateSearch: rawSearch, component: ShippingRatesRoute });

function ShippingRatesRoute() {
  const navigate = Route.useNavigate();
  return <ShippingRatesPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
