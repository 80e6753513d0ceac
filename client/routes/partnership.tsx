import { createFileRoute } from '@tanstack/react-router';
import { PartnershipPage } from '../features/support/enquiries/partnership-page';

export const Route = createFileRoute('/partnership')({ component: PartnershipPage });
