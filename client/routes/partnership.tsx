import { createFileRoute } from '@tanstack/react-router';
import { PartnershipPage } from '../features/info/info-pages';

export const Route = createFileRoute('/partnership')({ component: PartnershipPage });
