import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkOutcome, DiscountBulk, InventoryBulk } from '../../../../shared/admin/bulk.schema';
import type { OrdersBulkStatus, ShipCsvPreview } from '../../../../shared/admin/orders-bulk.schema';
import type { AdminProduct } from '../../../../shared/admin/product.schema';
import { adminRequest } from './admin-client';

// The bulk actions' requests (docs/decisions/100). Each answers what was done and what was refused;
// whatever the answer, the screen's lists and records are read again, since some records changed.

function useRefresh(key: readonly string[]) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key });
}

/** POST /api/admin/orders/bulk/status: mark processing or shipped for the selected orders or the filter. */
export function useOrdersBulkStatus() {
  const refresh = useRefresh(['admin', 'orders']);
  return useMutation({
    mutationFn: (body: OrdersBulkStatus) => adminRequest<BulkOutcome>('POST', 'orders/bulk/status', { body }),
    onSettled: refresh,
  });
}

/** POST /api/admin/orders/bulk/shipped-from-csv: the file's preview (a dry run, changing nothing), or marking its orders shipped. */
export function useShipFromCsv() {
  const refresh = useRefresh(['admin', 'orders']);
  const send = (file: File, dryRun: boolean) => {
    const formData = new FormData();
    formData.set('file', file);
    return adminRequest<unknown>('POST', 'orders/bulk/shipped-from-csv', { query: { dryRun: String(dryRun) }, formData });
  };
  const preview = useMutation({ mutationFn: async (file: File) => (await send(file, true)) as ShipCsvPreview });
  const apply = useMutation({ mutationFn: async (file: File) => (await send(file, false)) as BulkOutcome, onSettled: refresh });
  return { preview, apply };
}

/** POST /api/admin/inventory/bulk: one country's stock of the selected rows set or changed, for one reason. */
export function useInventoryBulk() {
  const refresh = useRefresh(['inventory']);
  return useMutation({
    mutationFn: (body: InventoryBulk) => adminRequest<BulkOutcome>('POST', 'inventory/bulk', { body }),
    onSettled: refresh,
  });
}

/** POST /api/admin/discounts/bulk: the selected codes made active or inactive. */
export function useDiscountsBulk() {
  const refresh = useRefresh(['discounts']);
  return useMutation({
    mutationFn: (body: DiscountBulk) => adminRequest<BulkOutcome>('POST', 'discounts/bulk', { body }),
    onSettled: refresh,
  });
}

/** POST /api/admin/products/:id/duplicate: a copy to start from, answered as the new product. */
export function useDuplicateProduct() {
  const refresh = useRefresh(['products']);
  return useMutation({
    mutationFn: async (id: string) => (await adminRequest<{ record: AdminProduct }>('POST', `products/${encodeURIComponent(id)}/duplicate`, { body: {} })).record,
    onSuccess: refresh,
  });
}
