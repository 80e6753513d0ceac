import type { FavoriteDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime } from './iso-time';

export function favoriteDocument(row: Row<'favorites'>): FavoriteDoc {
  return {
    id: row.product_id,
    productId: row.product_id,
    updatedAt: isoTime(row.updated_at),
  };
}
