import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../features/catalog/shop-page';
import { shopSearchSchema } from '../lib/catalog/shop-search';

export const Route = createFileRoute('/shop')({
  validateSearch: shopSearchSchema,
  component: ShopRoute,
});

function ShopRoute() {
  return <ShopPage search={Route.useSearch()} />;
}
