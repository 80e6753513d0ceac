import { createFileRoute } from '@tanstack/react-router';
import { optionalText, presentOnly } from '../lib/url-values';
import { OrderConfirmationPage } from '../features/orders/order-confirmation-page';

const confirmationSearch = (search: Record<string, unknown>) => presentOnly({ orderId: optionalText(search.orderId, 64) });

export const Route = createFileRoute('/order-confirmation')({
  validateSearch: confirmationSearch,
  component: OrderConfirmationRoute,
});

function OrderConfirmationRoute() {
  const { orderId } = Route.useSearch();
  return <OrderConfirmationPage orderId={orderId} />;
}
