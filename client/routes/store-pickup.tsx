import { createFileRoute } from '@tanstack/react-router';
import { StorePickupPage } from '../features/stores/store-pages';

export const Route = createFileRoute('/store-pickup')({ component: StorePickupPage });
