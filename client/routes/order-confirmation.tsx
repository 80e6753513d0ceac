import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { OrderConfirmationPage } from '../features/orders/order-confirmation-page';

const confirmationSearchSchema = z.object({
  orderId: z.catch(z.optional(z.coerce.string().check(z.maxLength(64))), undefined),
});

export const Route = createFileRoute('/order-confirmation')({
  validateSearch: confirmationSearchSchema,
  component: OrderConfirmationRoute,
});

function OrderConfirmationRoute() {
  const { orderId } = Route.useSearch();
  return <OrderConfirmationPage orderId={orderId} />;
}
