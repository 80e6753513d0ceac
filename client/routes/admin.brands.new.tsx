import { createFileRoute } from '@tanstack/react-router';
import { BrandNewPage } from '../features/admin/brands/brand-pages';

export const Route = createFileRoute('/admin/brands/new')({ component: BrandNewPage });
