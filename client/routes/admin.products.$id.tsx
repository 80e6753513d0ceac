import { createFileRoute } from '@tanstack/react-router';
import { ProductEditPage } from '../features/admin/products/product-pages';

export const Route = createFileRoute('/admin/products/$id')({ component: ProductEditRoute });

function ProductEditRoute() {
  const { id } = Route.useParams();
  return <ProductEditPage key={id} id={id} />;
}
