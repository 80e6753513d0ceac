import { createFileRoute } from '@tanstack/react-router';
import { DiscountNewPage } from '../features/admin/discounts/discount-pages';

export const Route = createFileRoute('/admin/discounts/new')({ component: DiscountNewPage });
