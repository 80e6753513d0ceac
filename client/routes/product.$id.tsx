import { createFileRoute } from '@tanstack/react-router';
import { pathParam } from '../lib/url-values';
import { ProductPage } from '../features/catalog/product-page';

export const Route = createFileRoute('/product/$id')({
  params: { parse: (raw) => ({ id: pathParam(raw.id, 'product', 64) }), stringify: ({ id }) => ({ id }) },
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  return <ProductPage productId={id} />;
}
