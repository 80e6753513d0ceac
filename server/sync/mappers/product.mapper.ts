import type { ProductDoc } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import { isoTime, isoTimeOrNull } from './iso-time';

export function productDocument(row: Row<'products'>): ProductDoc {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    priceUk: row.price_uk,
    imageUrl: row.image_url,
    images: row.images,
    description: row.description,
    categoryId: row.category_id,
    brandId: row.brand_id,
    releaseDate: isoTimeOrNull(row.release_date),
    isFeatured: row.is_featured,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}
