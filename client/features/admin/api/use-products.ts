import type { AdminProduct, AdminProductRow, ProductInput } from '../../../../shared/admin/product.schema';
import { resourceQueries } from './resource-queries';

/**
 * Products: /api/admin/products. The list answers rows (AdminProductRow) and a record answers the
 * whole product with its sizes (AdminProduct): two typed views of the one resource, sharing its query
 * keys, so any write refreshes both.
 */
export const productQueries = resourceQueries<AdminProduct, ProductInput>('products');
export const productRowQueries = resourceQueries<AdminProductRow, ProductInput>('products');
