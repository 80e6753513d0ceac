import { createFileRoute } from '@tanstack/react-router';
import { AdminScreenPage } from '../features/admin/admin-screen-page';

export const Route = createFileRoute('/admin/tax-rates')({ component: () => <AdminScreenPage screen="tax-rates" /> });
