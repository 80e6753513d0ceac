import { createFileRoute } from '@tanstack/react-router';
import { PickupCheckoutPage } from '../features/pickup-checkout/pickup-checkout-page';

export const Route = createFileRoute('/pickup-checkout')({ component: PickupCheckoutPage });
