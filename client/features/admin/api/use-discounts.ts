import { useQuery } from '@tanstack/react-query';
import type { AdminDiscount, DiscountInput, DiscountOrderUse } from '../../../../shared/admin/discount.schema';
import { adminRequest } from './admin-client';
import { resourceQueries } from './resource-queries';

/** Discounts: /api/admin/discounts. */
export const discountQueries = resourceQueries<AdminDiscount, DiscountInput>('discounts');

/** The paid orders that used a code. */
export function useDiscountOrders(id: string) {
  return useQuery({
    queryKey: [...discountQueries.keys.record(id), 'orders'],
    queryFn: async () => (await adminRequest<{ rows: DiscountOrderUse[] }>('GET', `discounts/${encodeURIComponent(id)}/orders`)).rows,
  });
}
