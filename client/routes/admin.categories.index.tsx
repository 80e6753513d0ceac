import { createFileRoute } from '@tanstack/react-router';
import { rawSearch } from '../lib/raw-search';
import { CategoriesPage } from '../features/admin/categories/categories-page';

export const Route = createFileRoute('/admin/categories/')({ validateSearch: rawSearch, component: CategoriesRoute });

function CategoriesRoute() {
  const navigate = Route.useNavigate();
  return <CategoriesPage search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
