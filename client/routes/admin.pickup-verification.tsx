import { createFileRoute } from '@tanstack/react-router';
import { PickupVerificationPage } from '../features/admin/pickup-verification/pickup-verification-page';

export const Route = createFileRoute('/admin/pickup-verification')({ component: PickupVerificationPage });
