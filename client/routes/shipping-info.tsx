import { createFileRoute } from '@tanstack/react-router';
import { ShippingInfoPage } from '../features/info/info-pages';

export const Route = createFileRoute('/shipping-info')({ component: ShippingInfoPage });
