import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../features/orders/order-pages';

export const Route = createFileRoute('/orders')({ component: OrdersPage });
