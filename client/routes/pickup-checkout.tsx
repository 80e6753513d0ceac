import { createFileRoute } from '@tanstack/react-router';
import { PickupCheckoutPage } from '../features/stores/store-pages';

export const Route = createFileRoute('/pickup-checkout')({ component: PickupCheckoutPage });
