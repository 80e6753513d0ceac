import { createFileRoute } from '@tanstack/react-router';
import { OrderPage } from '../features/admin/orders/order-page';

export const Route = createFileRoute('/admin/orders/$id')({ component: OrderRoute });

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderPage key={id} id={id} />;
}
