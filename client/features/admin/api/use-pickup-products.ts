import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type {
  PickupCatalogueOption, PickupImportRowOutcome, PickupProductAdd, PickupProductListQuery, PickupProductRow, PickupStockAdjust, PickupStockSet, PickupStoreOption,
} from '../../../../shared/admin/pickup-product.schema';
import { adminRequest } from './admin-client';
import { useCsvImport } from './use-csv-import';

const RESOURCE = 'pickup-products';
const keys = {
  all: [RESOURCE] as const,
  list: (query: PickupProductListQuery) => [RESOURCE, 'list', query] as const,
  stores: [RESOURCE, 'stores'] as const,
  catalogue: (q: string) => [RESOURCE, 'catalogue', q] as const,
};
type Answer = { record: PickupProductRow };

/** Every write refreshes the list, so what staff see after a change is what the server holds. */
function useInvalidatePickup() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [RESOURCE, 'list'] });
}

/** The rows of the user's stores (one store with `storeId`). */
export function usePickupProductList(query: PickupProductListQuery, enabled = true) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: () => adminRequest<ListPage<PickupProductRow>>('GET', RESOURCE, { query: { ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The stores the user may pick (an admin: all; others: theirs). */
export function usePickupStores() {
  return useQuery({ queryKey: keys.stores, queryFn: async () => (await adminRequest<{ stores: PickupStoreOption[] }>('GET', `${RESOURCE}/stores`)).stores });
}

/** Products (with their sizes) whose name matches `q`, for the add picker. */
export function usePickupCatalogue(q: string) {
  return useQuery({
    queryKey: keys.catalogue(q),
    queryFn: async () => (await adminRequest<{ products: PickupCatalogueOption[] }>('GET', `${RESOURCE}/catalogue`, { query: { q } })).products,
    placeholderData: keepPreviousData,
  });
}

export function useAddPickupProduct() {
  const invalidate = useInvalidatePickup();
  return useMutation({
    mutationFn: async (input: PickupProductAdd) => (await adminRequest<Answer>('POST', RESOURCE, { body: input })).record,
    onSuccess: invalidate,
  });
}

export function useSetPickupStock() {
  const invalidate = useInvalidatePickup();
  return useMutation({
    mutationFn: async ({ id, ...input }: PickupStockSet & { id: string }) => (await adminRequest<Answer>('PUT', `${RESOURCE}/${encodeURIComponent(id)}/stock`, { body: input })).record,
    onSuccess: invalidate,
  });
}

export function useAdjustPickupStock() {
  const invalidate = useInvalidatePickup();
  return useMutation({
    mutationFn: async ({ id, ...input }: PickupStockAdjust & { id: string }) => (await adminRequest<Answer>('POST', `${RESOURCE}/${encodeURIComponent(id)}/adjust`, { body: input })).record,
    onSuccess: invalidate,
  });
}

export function useRemovePickupProduct() {
  const invalidate = useInvalidatePickup();
  return useMutation({
    mutationFn: async ({ id, version, reason }: { id: string; version: string; reason: string }) =>
      (await adminRequest<Answer>('DELETE', `${RESOURCE}/${encodeURIComponent(id)}`, { query: { version, reason } })).record,
    onSuccess: invalidate,
  });
}

/** POST /import: a dry run lists every row's outcome; a real run writes only when no row has an error. */
export function useImportPickupStock() {
  return useCsvImport<PickupImportRowOutcome>(RESOURCE, useInvalidatePickup());
}
