import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { ProductsPage, askForProductsEarly } from '../features/admin/products/products-page';

// The loader sits in the screen's chunk with its component and asks for the list before the first render (docs/decisions/103).
export const Route = createFileRoute('/admin/products/')({
  validateSearch: rawSearch,
  loader: ({ location }) => askForProductsEarly(location.search),
  codeSplitGroupings: [['loader', 'component']],
  component: ProductsRoute,
});

function ProductsRoute() {
  const navigate = Route.useNavigate();
  return <ProductsPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
