import { createFileRoute } from '@tanstack/react-router';
import { BrandListPage } from '../features/catalog/brand-list-page';

export const Route = createFileRoute('/brand/')({ component: BrandListPage });
