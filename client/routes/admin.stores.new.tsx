import { createFileRoute } from '@tanstack/react-router';
import { StoreNewPage } from '../features/admin/stores/store-pages';

export const Route = createFileRoute('/admin/stores/new')({ component: StoreNewPage });
