import { createFileRoute } from '@tanstack/react-router';
import { optionalText, presentOnly } from '../lib/url-values';
import { PickupConfirmationPage } from '../features/pickup-checkout/pickup-confirmation-page';

const confirmationSearch = (search: Record<string, unknown>) => presentOnly({ orderId: optionalText(search.orderId, 64) });

export const Route = createFileRoute('/pickup-confirmation')({
  validateSearch: confirmationSearch,
  component: PickupConfirmationRoute,
});

function PickupConfirmationRoute() {
  const { orderId } = Route.useSearch();
  return <PickupConfirmationPage orderId={orderId} />;
}
