import { createFileRoute } from '@tanstack/react-router';
import { PickupShopPage } from '../features/stores/store-pages';

export const Route = createFileRoute('/pickup-shop')({ component: PickupShopPage });
