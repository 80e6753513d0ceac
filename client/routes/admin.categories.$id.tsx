import { createFileRoute } from '@tanstack/react-router';
import { CategoryEditPage } from '../features/admin/categories/category-pages';

export const Route = createFileRoute('/admin/categories/$id')({ component: CategoryEditRoute });

function CategoryEditRoute() {
  const { id } = Route.useParams();
  return <CategoryEditPage key={id} id={id} />;
}
