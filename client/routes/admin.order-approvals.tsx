import { createFileRoute } from '@tanstack/react-router';
import { AdminScreenPage } from '../features/admin/admin-screen-page';

export const Route = createFileRoute('/admin/order-approvals')({ component: () => <AdminScreenPage screen="order-approvals" /> });
