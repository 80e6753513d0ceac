import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../features/catalog/shop-page';
import { shopSearchFrom } from '../features/catalog/shop-search';

export const Route = createFileRoute('/shop')({
  validateSearch: shopSearchFrom,
  component: ShopRoute,
});

function ShopRoute() {
  return <ShopPage search={Route.useSearch()} />;
}
