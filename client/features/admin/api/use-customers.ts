import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type { CustomerDetail, CustomerRow, CustomersListQuery } from '../../../../shared/admin/customers.schema';
import { adminRequest } from './admin-client';

const RESOURCE = 'customers';

/** /api/admin/customers: accounts with their order count and spend per currency. */
export function useCustomersList(query: CustomersListQuery) {
  return useQuery({
    queryKey: [RESOURCE, 'list', query],
    queryFn: () => adminRequest<ListPage<CustomerRow>>('GET', RESOURCE, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** /api/admin/customers/:id: one customer's profile, addresses, orders and refunds. */
export function useCustomer(id: string) {
  return useQuery({
    queryKey: [RESOURCE, 'record', id],
    queryFn: async () => (await adminRequest<{ record: CustomerDetail }>('GET', `${RESOURCE}/${encodeURIComponent(id)}`)).record,
  });
}
