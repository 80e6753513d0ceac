import { createFileRoute } from '@tanstack/react-router';
import { CategoryNewPage } from '../features/admin/categories/category-pages';

export const Route = createFileRoute('/admin/categories/new')({ component: CategoryNewPage });
