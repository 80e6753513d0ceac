import { createFileRoute } from '@tanstack/react-router';
import { AdminScreenPage } from '../features/admin/admin-screen-page';

export const Route = createFileRoute('/admin/activity')({ component: () => <AdminScreenPage screen="activity" /> });
