import type { PickupProductDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

export function pickupProductDocument(row: Row<'pickup_products'>): PickupProductDoc {
  return {
    id: row.id,
    storeId: row.store_id,
    productId: row.product_id,
    variantId: row.variant_id,
    stock: row.stock,
    isActive: row.is_active,
    updatedAt: isoTime(row.updated_at),
  };
}
