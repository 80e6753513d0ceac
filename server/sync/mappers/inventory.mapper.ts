import type { InventoryDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

export function inventoryDocument(row: Row<'inventory'>): InventoryDoc {
  return {
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    country: row.country,
    stock: row.stock,
    updatedAt: isoTime(row.updated_at),
  };
}
