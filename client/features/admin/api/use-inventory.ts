import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../../shared/admin/api';
import type { ImportRowOutcome, InventoryListQuery, InventoryRow, StockAdjust, StockSet } from '../../../../shared/admin/inventory.schema';
import { adminRequest } from './admin-client';
import { useCsvImport } from './use-csv-import';

const RESOURCE = 'inventory';
const keys = { all: [RESOURCE] as const, list: (query: InventoryListQuery) => [RESOURCE, 'list', query] as const };

/** Every stock write refreshes the grid, so what staff see after a change is what the server holds. */
function useInvalidateInventory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

/** /api/admin/inventory: the grid (rows per product and per size, US and UK stock with versions). */
export function useInventoryList(query: InventoryListQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: () => adminRequest<ListPage<InventoryRow>>('GET', RESOURCE, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /stock: an absolute count at the version read (409 when someone changed it since). */
export function useSetStock() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: async (input: StockSet) => (await adminRequest<{ record: InventoryRow }>('PUT', `${RESOURCE}/stock`, { body: input })).record,
    onSuccess: invalidate,
  });
}

/** POST /adjust: add or take away units, applied atomically by the server. */
export function useAdjustStock() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: async (input: StockAdjust) => (await adminRequest<{ record: InventoryRow }>('POST', `${RESOURCE}/adjust`, { body: input })).record,
    onSuccess: invalidate,
  });
}

/** POST /import: a dry run lists every row's outcome; a real run writes only when no row has an error. */
export function useImportStock() {
  return useCsvImport<ImportRowOutcome>(RESOURCE, useInvalidateInventory());
}
