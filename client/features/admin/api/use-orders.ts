import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type { AdminOrder, CancelBody, OrderListRow, OrdersListQuery, RefundBody, StatusActionBody } from '../../../../shared/admin/orders.schema';
import type { DealWithFlagsBody } from '../../../../shared/admin/order-flags';
import { AdminApiError, adminRequest } from './admin-client';

type Answer = { record: AdminOrder };

/** The orders list's query for one list query: what the screen reads and what its route asks for early. */
export function ordersListQuery(query: OrdersListQuery) {
  return queryOptions({
    queryKey: ['admin', 'orders', 'list', query],
    queryFn: () => adminRequest<ListPage<OrderListRow>>('GET', 'orders', { query }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the orders list for this query (the previous page stays on screen while the next loads). */
export function useOrders(query: OrdersListQuery) {
  return useQuery(ordersListQuery(query));
}

export function useOrder(id: string) {
  return useQuery({
    queryKey: ['admin', 'orders', 'one', id],
    queryFn: async () => (await adminRequest<Answer>('GET', `orders/${encodeURIComponent(id)}`)).record,
  });
}

export type OrderChange =
  | { kind: 'status'; body: StatusActionBody }
  | { kind: 'refund'; body: RefundBody }
  | { kind: 'cancel'; body: CancelBody }
  | { kind: 'note'; body: { body: string } }
  | { kind: 'flags'; body: DealWithFlagsBody };

const PATHS: Record<OrderChange['kind'], string> = { status: 'status', refund: 'refunds', cancel: 'cancel', note: 'notes', flags: 'flags/dealt-with' };

/**
 * Any change to one order. The answer (the order as it now is) replaces the cached one; a 409
 * carries the order as someone else left it, which replaces it too, so the screen shows it.
 */
export function useChangeOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: OrderChange) => (await adminRequest<Answer>('POST', `orders/${encodeURIComponent(id)}/${PATHS[change.kind]}`, { body: change.body })).record,
    onSuccess: (order) => {
      client.setQueryData(['admin', 'orders', 'one', id], order);
      void client.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
    },
    onError: (error) => {
      if (error instanceof AdminApiError && error.status === 409 && error.current && typeof error.current === 'object' && 'version' in error.current) {
        client.setQueryData(['admin', 'orders', 'one', id], error.current as AdminOrder);
      }
    },
  });
}
