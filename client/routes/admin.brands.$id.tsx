import { createFileRoute } from '@tanstack/react-router';
import { BrandEditPage } from '../features/admin/brands/brand-pages';

export const Route = createFileRoute('/admin/brands/$id')({ component: BrandEditRoute });

function BrandEditRoute() {
  const { id } = Route.useParams();
  return <BrandEditPage key={id} id={id} />;
}
