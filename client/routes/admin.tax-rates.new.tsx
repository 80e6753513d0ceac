import { createFileRoute } from '@tanstack/react-router';
import { TaxRateNewPage } from '../features/admin/tax-rates/tax-rate-pages';

export const Route = createFileRoute('/admin/tax-rates/new')({ component: TaxRateNewPage });
