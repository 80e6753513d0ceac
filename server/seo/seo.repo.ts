import type { Database } from '../db/database';
import { blogSitemapRows } from '../blog/blog.repo';

export interface ProductSeoRow {
  id: string;
  name: string;
  description: string;
  price: number;
  imageUrl: string | null;
  images: string[];
  brandName: string | null;
  usStock: number;
}

export interface BrandSeoRow {
  slug: string;
  name: string;
  description: string | null;
  logoUrl: string | null;
}

/** A live product with its brand's name and its total US stock (the JSON-LD offer is in USD). */
export async function findProductForSeo(db: Database, id: string): Promise<ProductSeoRow | null> {
  const row = await db
    .selectFrom('products as p')
    .leftJoin('brands as b', (join) => join.onRef('b.id', '=', 'p.brand_id').on('b.deleted_at', 'is', null))
    .select((eb) => [
      'p.id', 'p.name', 'p.description', 'p.price', 'p.image_url', 'p.images', 'b.name as brand_name',
      eb
        .selectFrom('inventory as i')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('i.stock'), inner.lit(0)).as('stock'))
        .whereRef('i.product_id', '=', 'p.id')
        .where('i.country', '=', 'US')
        .where('i.deleted_at', 'is', null)
        .as('us_stock'),
    ])
    .where('p.id', '=', id)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    imageUrl: row.image_url,
    images: row.images,
    brandName: row.brand_name,
    // pg returns sums as strings, PGlite as numbers.
    usStock: Number(row.us_stock ?? 0),
  };
}

/** An active brand by its URL slug. */
export async function findBrandForSeo(db: Database, slug: string): Promise<BrandSeoRow | null> {
  const row = await db
    .selectFrom('brands')
    .select(['slug', 'name', 'description', 'logo_url'])
    .where('slug', '=', slug)
    .where('is_active', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { slug: row.slug, name: row.name, description: row.description, logoUrl: row.logo_url } : null;
}

export interface SitemapRows {
  products: { id: string; updatedAt: Date }[];
  brands: { slug: string; updatedAt: Date }[];
  blogPosts: { slug: string; updatedAt: Date }[];
}

/** Every live product, active brand and published blog post, for sitemap.xml. */
export async function listSitemapRows(db: Database): Promise<SitemapRows> {
  const [products, brands, blogPosts] = await Promise.all([
    db.selectFrom('products').select(['id', 'updated_at']).where('deleted_at', 'is', null).orderBy('id').execute(),
    db.selectFrom('brands').select(['slug', 'updated_at']).where('deleted_at', 'is', null).where('is_active', '=', true).orderBy('slug').execute(),
    blogSitemapRows(db),
  ]);
  return {
    products: products.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) })),
    brands: brands.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) })),
    blogPosts,
  };
}
