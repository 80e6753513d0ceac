import { createFileRoute } from '@tanstack/react-router';
import { ShippingRateNewPage } from '../features/admin/shipping-rates/shipping-rate-pages';

export const Route = createFileRoute('/admin/shipping-rates/new')({ component: ShippingRateNewPage });
