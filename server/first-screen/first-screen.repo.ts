import type { Database } from '../db/database';
import type { Row } from '../db/schema';
import type { ProductDoc } from '../../shared/sync/documents';
import type { SearchableProduct } from '../../shared/catalog/search';
import { productDocuments } from '../sync/product-documents';
import { isoTime } from '../sync/mappers/iso-time';

// Reads for the first-screen payload. Orders are decided in JavaScript, not by the database's
// collation, so they match the device's RxDB queries (string comparison by code unit, then the
// primary key ascending): see first-screen.service.ts.

/** Live products as the sync would send them (sizes and stock embedded), in the order of `ids`. */
export async function selectProductDocs(db: Database, ids: readonly string[]): Promise<ProductDoc[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('products').selectAll().where('id', 'in', ids).where('deleted_at', 'is', null).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return productDocuments(db, ids.flatMap((id) => byId.get(id) ?? []));
}

/** What a listing needs to order and filter live products the way the device's search does. */
export interface ListedProduct extends SearchableProduct {
  isFeatured: boolean;
  /** Empty: listings that read stock are not answered on the server. */
  stock: [];
}

/** Every live product, lightly. */
export async function selectListedProducts(db: Database): Promise<ListedProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'price_uk', 'category_id', 'brand_id', 'is_featured', 'created_at'])
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: row.price,
    priceUk: row.price_uk,
    categoryId: row.category_id,
    brandId: row.brand_id,
    isFeatured: row.is_featured,
    createdAt: isoTime(row.created_at),
    stock: [],
  }));
}

export function selectActiveHeroSlides(db: Database): Promise<Row<'hero_slides'>[]> {
  return db.selectFrom('hero_slides').selectAll().where('deleted_at', 'is', null).where('is_active', '=', true).execute();
}

export function selectActiveBrands(db: Database): Promise<Row<'brands'>[]> {
  return db.selectFrom('brands').selectAll().where('deleted_at', 'is', null).where('is_active', '=', true).execute();
}

export function selectActiveCategories(db: Database): Promise<Row<'categories'>[]> {
  return db.selectFrom('categories').selectAll().where('deleted_at', 'is', null).where('is_active', '=', true).execute();
}

export function selectActiveShippingRates(db: Database): Promise<Row<'shipping_rates'>[]> {
  return db.selectFrom('shipping_rates').selectAll().where('deleted_at', 'is', null).where('is_active', '=', true).execute();
}

/** A brand by id, active or not (a product page names its brand either way); undefined when deleted. */
export function selectLiveBrand(db: Database, id: string): Promise<Row<'brands'> | undefined> {
  return db.selectFrom('brands').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The active brand with this slug, if any. */
export function selectActiveBrandBySlug(db: Database, slug: string): Promise<Row<'brands'> | undefined> {
  return db.selectFrom('brands').selectAll().where('slug', '=', slug).where('is_active', '=', true).where('deleted_at', 'is', null).executeTakeFirst();
}
