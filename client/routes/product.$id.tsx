import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ProductPage } from '../features/catalog/product-page';

const productParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)) });

export const Route = createFileRoute('/product/$id')({
  params: { parse: (raw) => productParamsSchema.parse(raw), stringify: ({ id }) => ({ id }) },
  component: ProductRoute,
});

function ProductRoute() {
  const { id } = Route.useParams();
  return <ProductPage productId={id} />;
}
