import { cartItemKey, type CartItemDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

// The document id is the line's key, not the table id: two devices adding the same
// product and variant must meet on one document.
export function cartItemDocument(row: Row<'cart_items'>): CartItemDoc {
  return {
    id: cartItemKey(row.product_id, row.variant_id),
    productId: row.product_id,
    variantId: row.variant_id,
    quantity: row.quantity,
    updatedAt: isoTime(row.updated_at),
  };
}
