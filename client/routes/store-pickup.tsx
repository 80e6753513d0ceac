import { createFileRoute } from '@tanstack/react-router';
import { StorePickupPage } from '../features/pickup/store-pickup-page';

export const Route = createFileRoute('/store-pickup')({ component: StorePickupPage });
