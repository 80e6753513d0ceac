import type { ProductDoc, ProductVariant, StockLevel } from '../../../shared/sync/documents';
import type { Row } from '../../db/schema';
import type { LiveStockRow, LiveVariantRow } from '../pull.repo';
import { isoTime, isoTimeOrNull } from './iso-time';
import { packPicture, packPictures } from '../../../shared/catalog/product-pictures';

/** A product row with its live sizes (in display order) and its live stock rows. */
export function productDocument(row: Row<'products'>, variants: readonly LiveVariantRow[], stock: readonly LiveStockRow[]): ProductDoc {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    priceUk: row.price_uk,
    pictures: packPictures(row.id, row.image_url, row.images),
    description: row.description,
    categoryId: row.category_id,
    brandId: row.brand_id,
    releaseDate: isoTimeOrNull(row.release_date),
    isFeatured: row.is_featured,
    variants: variants.map((variant) => productVariant(row.id, variant)),
    stock: stock.map(stockLevel),
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}

function productVariant(productId: string, row: LiveVariantRow): ProductVariant {
  return {
    id: row.id,
    variantName: row.variant_name,
    price: row.price,
    priceUk: row.price_uk,
    priceAdjustment: row.price_adjustment,
    picture: row.image_url === null ? null : packPicture(productId, row.image_url),
    displayOrder: row.display_order,
  };
}

function stockLevel(row: LiveStockRow): StockLevel {
  return { variantId: row.variant_id, country: row.country, stock: row.stock };
}
