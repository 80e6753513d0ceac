import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { TaxRatesPage } from '../features/admin/tax-rates/tax-rates-page';

export const Route = createFileRoute('/admin/tax-rates/')({ validateSearch: rawSearch, component: TaxRatesRoute });

function TaxRatesRoute() {
  const navigate = Route.useNavigate();
  return <TaxRatesPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
