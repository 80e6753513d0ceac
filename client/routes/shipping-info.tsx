import { createFileRoute } from '@tanstack/react-router';
import { ShippingInfoPage } from '../features/content/shipping-info-page';

export const Route = createFileRoute('/shipping-info')({ component: ShippingInfoPage });
