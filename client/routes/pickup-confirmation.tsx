import { createFileRoute } from '@tanstack/react-router';
import { PickupConfirmationPage } from '../features/stores/store-pages';

export const Route = createFileRoute('/pickup-confirmation')({ component: PickupConfirmationPage });
