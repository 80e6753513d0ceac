import { createFileRoute } from '@tanstack/react-router';
import { PickupShopPage } from '../features/pickup/pickup-shop-page';
import { shopSearchFrom } from '../features/catalog/shop-search';

export const Route = createFileRoute('/pickup-shop')({
  validateSearch: shopSearchFrom,
  component: PickupShopRoute,
});

function PickupShopRoute() {
  return <PickupShopPage search={Route.useSearch()} />;
}
