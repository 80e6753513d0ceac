import { createFileRoute } from '@tanstack/react-router';
import { DiscountEditPage } from '../features/admin/discounts/discount-pages';

export const Route = createFileRoute('/admin/discounts/$id')({ component: DiscountEditRoute });

function DiscountEditRoute() {
  const { id } = Route.useParams();
  return <DiscountEditPage key={id} id={id} />;
}
