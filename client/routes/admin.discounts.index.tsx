import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { DiscountsPage } from '../features/admin/discounts/discounts-page';

export const Route = createFileRoute('/admin/discounts/')({ validateSearch: rawSearch, component: DiscountsRoute });

function DiscountsRoute() {
  const navigate = Route.useNavigate();
  return <DiscountsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
