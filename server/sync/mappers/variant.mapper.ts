import type { VariantDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

export function variantDocument(row: Row<'product_variants'>): VariantDoc {
  return {
    id: row.id,
    productId: row.product_id,
    variantName: row.variant_name,
    price: row.price,
    priceUk: row.price_uk,
    priceAdjustment: row.price_adjustment,
    imageUrl: row.image_url,
    displayOrder: row.display_order,
    updatedAt: isoTime(row.updated_at),
  };
}
