import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { ProductsPage } from '../features/admin/products/products-page';

export const Route = createFileRoute('/admin/products/')({ validateSearch: rawSearch, component: ProductsRoute });

function ProductsRoute() {
  const navigate = Route.useNavigate();
  return <ProductsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
