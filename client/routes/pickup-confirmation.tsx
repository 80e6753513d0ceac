import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PickupConfirmationPage } from '../features/pickup-checkout/pickup-confirmation-page';

const confirmationSearchSchema = z.object({
  orderId: z.catch(z.optional(z.coerce.string().check(z.maxLength(64))), undefined),
});

export const Route = createFileRoute('/pickup-confirmation')({
  validateSearch: confirmationSearchSchema,
  component: PickupConfirmationRoute,
});

function PickupConfirmationRoute() {
  const { orderId } = Route.useSearch();
  return <PickupConfirmationPage orderId={orderId} />;
}
