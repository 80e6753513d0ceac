import { createFileRoute } from '@tanstack/react-router';
import { AdminScreenPage } from '../features/admin/admin-screen-page';

export const Route = createFileRoute('/admin/blog-posts')({ component: () => <AdminScreenPage screen="blog-posts" /> });
