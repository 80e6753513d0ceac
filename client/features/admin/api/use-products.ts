import type { AdminProduct, AdminProductRow, ProductInput } from '../../../../shared/admin/product.schema';
import type { ProductImportOutcome } from '../../../../shared/admin/product-import.schema';
import { useQueryClient } from '@tanstack/react-query';
import { resourceQueries } from './resource-queries';
import { useCsvImport } from './use-csv-import';

/**
 * Products: /api/admin/products. The list answers rows (AdminProductRow) and a record answers the
 * whole product with its sizes (AdminProduct): two typed views of the one resource, sharing its query
 * keys, so any write refreshes both.
 */
export const productQueries = resourceQueries<AdminProduct, ProductInput>('products');
export const productRowQueries = resourceQueries<AdminProductRow, ProductInput>('products');

/** POST /api/admin/products/import: the products CSV's dry run, or its real import (then the list refreshes). */
export function useImportProducts() {
  const client = useQueryClient();
  return useCsvImport<ProductImportOutcome>('products', () => client.invalidateQueries({ queryKey: productQueries.keys.all }));
}
