import { createFileRoute } from '@tanstack/react-router';
import { ShippingRateEditPage } from '../features/admin/shipping-rates/shipping-rate-pages';

export const Route = createFileRoute('/admin/shipping-rates/$id')({ component: ShippingRateEditRoute });

function ShippingRateEditRoute() {
  const { id } = Route.useParams();
  return <ShippingRateEditPage key={id} id={id} />;
}
