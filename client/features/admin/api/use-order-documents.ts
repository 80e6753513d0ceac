import { useQuery } from '@tanstack/react-query';
import type { OrderDocument } from '../../../../shared/admin/order-documents';
import { adminRequest } from './admin-client';

/** What the packing slips and invoices of these orders print (GET /api/admin/orders/documents). */
export function useOrderDocuments(ids: readonly string[]) {
  return useQuery({
    queryKey: ['admin', 'orders', 'documents', ids],
    queryFn: async () => (await adminRequest<{ documents: OrderDocument[] }>('GET', 'orders/documents', { query: { ids: ids.join(',') } })).documents,
    enabled: ids.length > 0,
    retry: false,
  });
}
