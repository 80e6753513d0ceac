import { createFileRoute } from '@tanstack/react-router';
import { ProductNewPage } from '../features/admin/products/product-pages';

export const Route = createFileRoute('/admin/products/new')({ component: ProductNewPage });
