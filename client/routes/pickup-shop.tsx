import { createFileRoute } from '@tanstack/react-router';
import { PickupShopPage } from '../features/pickup/pickup-shop-page';
import { shopSearchSchema } from '../lib/catalog/shop-search';

export const Route = createFileRoute('/pickup-shop')({
  validateSearch: shopSearchSchema,
  component: PickupShopRoute,
});

function PickupShopRoute() {
  return <PickupShopPage search={Route.useSearch()} />;
}
