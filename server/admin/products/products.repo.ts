import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { containsPattern, type ListSort } from '../../platform/list';
import type { Country } from '../../../shared/money';
import { LOW_STOCK_LEVEL } from '../../../shared/catalog/badges';
import type { AdminProduct, AdminProductRow, AdminVariant, ProductInput, ProductListQuery, StockState, VariantInput } from '../../../shared/admin/product.schema';

// SQL of the products screen. Every read of a version is `sync_seq::text`: PGlite gives bigint as a
// number and pg as a string, and a version is compared as text (shared/admin/api.ts).

const stockSum = (country: Country) =>
  sql<number>`(SELECT coalesce(sum(greatest(i.stock, 0)), 0)::int FROM inventory AS i
    WHERE i.product_id = p.id AND i.country = ${country} AND i.deleted_at IS NULL)`;

/** The list's sort whitelist: API key → selected column (server/platform/list.ts). */
export const PRODUCT_LIST_SORT: ListSort = {
  sortable: {
    name: 'sort_name',
    price: 'p.price',
    // The UK price a shopper sees: its own, or the US fallback.
    priceUk: 'price_uk_shown',
    releaseDate: 'p.release_date',
    updatedAt: 'p.updated_at',
    stockUs: 'stock_us',
    stockUk: 'stock_uk',
  },
  defaultSort: 'updatedAt.desc',
  tiebreaker: 'p.id',
};

/** The storefront's stock states (shared/catalog/badges.ts): sold out at 0, low up to LOW_STOCK_LEVEL. */
function stockStateCondition(state: StockState, country: Country) {
  const left = stockSum(country);
  if (state === 'sold-out') return sql<boolean>`${left} <= 0`;
  if (state === 'low') return sql<boolean>`${left} BETWEEN 1 AND ${LOW_STOCK_LEVEL}`;
  return sql<boolean>`${left} > ${LOW_STOCK_LEVEL}`;
}

/** The list's rows, filtered and searched but neither sorted nor paged (the kit's list helper does both). */
export function productListQuery(db: Kysely<DB>, query: ProductListQuery, now: Date) {
  let select = db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.id', 'p.name', 'p.image_url', 'p.category_id', 'c.name as category_name', 'p.brand_id', 'b.name as brand_name',
      'p.price', 'p.price_uk', 'p.release_date', 'p.is_featured', 'p.updated_at', 'p.deleted_at',
      sql<string>`p.sync_seq::text`.as('version'),
      sql<string>`lower(p.name)`.as('sort_name'),
      sql<number>`coalesce(p.price_uk, p.price)`.as('price_uk_shown'),
      sql<number>`(SELECT count(*)::int FROM product_variants AS v WHERE v.product_id = p.id AND v.deleted_at IS NULL)`.as('variant_count'),
      stockSum('US').as('stock_us'),
      stockSum('UK').as('stock_uk'),
    ]);
  if (query.deleted === 'yes') select = select.where('p.deleted_at', 'is not', null);
  else if (query.deleted !== 'all') select = select.where('p.deleted_at', 'is', null);
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Name or brand name, as two index look-ups (the name's trigram index, the brands' products by
    // brand_id; ARRAY(…) is computed once) instead of an OR across the join, which reads every product.
    select = select.where(sql<boolean>`(p.name ILIKE ${pattern} OR p.brand_id = ANY(ARRAY(SELECT id FROM brands WHERE name ILIKE ${pattern})))`);
  }
  if (query.category) select = select.where('p.category_id', '=', query.category);
  if (query.brand) select = select.where('p.brand_id', '=', query.brand);
  if (query.featured) select = select.where('p.is_featured', '=', query.featured === 'yes');
  if (query.launch === 'upcoming') select = select.where('p.release_date', '>', now);
  if (query.launch === 'released') select = select.where((eb) => eb.or([eb('p.release_date', 'is', null), eb('p.release_date', '<=', now)]));
  if (query.stock) {
    const state = query.stock;
    const countries: Country[] = query.country ? [query.country] : ['US', 'UK'];
    // Without a country: in that state in either country.
    select = select.where(sql<boolean>`(${sql.join(countries.map((country) => stockStateCondition(state, country)), sql` OR `)})`);
  }
  return select;
}

export type ProductListRow = Awaited<ReturnType<ReturnType<typeof productListQuery>['execute']>>[number];

export function toProductRow(row: ProductListRow): AdminProductRow {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.image_url,
    categoryId: row.category_id,
    categoryName: row.category_name,
    brandId: row.brand_id,
    brandName: row.brand_name,
    price: row.price,
    priceUk: row.price_uk,
    releaseDate: row.release_date ? new Date(row.release_date).toISOString() : null,
    isFeatured: row.is_featured,
    variantCount: Number(row.variant_count),
    stockUs: Number(row.stock_us),
    stockUk: Number(row.stock_uk),
    updatedAt: new Date(row.updated_at).toISOString(),
    deletedAt: row.deleted_at ? new Date(row.deleted_at).toISOString() : null,
    version: String(row.version),
  };
}

const PRODUCT_COLUMNS = [
  'id', 'name', 'description', 'category_id', 'brand_id', 'price', 'price_uk', 'release_date', 'is_featured', 'images', 'image_url',
  'created_at', 'updated_at', 'deleted_at', sql<string>`sync_seq::text`.as('version'),
] as const;

/** One product with its live sizes, as its edit page reads it; `lock` holds the row until the transaction ends. */
export async function findProduct(db: Kysely<DB> | Transaction<DB>, id: string, options: { lock?: boolean } = {}): Promise<AdminProduct | null> {
  const [row] = await readProductRows(db, [id], options.lock);
  if (!row) return null;
  return toAdminProduct(row, await liveVariantsOf(db, [id]));
}

/** These products (deleted ones too) with their live sizes, in the order of `ids`; unknown ids are left out. */
export async function findProducts(db: Kysely<DB> | Transaction<DB>, ids: readonly string[]): Promise<AdminProduct[]> {
  if (ids.length === 0) return [];
  const [rows, variants] = await Promise.all([readProductRows(db, ids), liveVariantsOf(db, ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toAdminProduct(row, variants.filter((variant) => variant.product_id === id))] : [];
  });
}

async function liveVariantsOf(db: Kysely<DB> | Transaction<DB>, productIds: readonly string[]) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'variant_name', 'price', 'price_uk', 'price_adjustment', 'image_url', 'display_order'])
    .where('product_id', 'in', productIds)
    .where('deleted_at', 'is', null)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

/** A products row as PRODUCT_COLUMNS reads it. */
type ProductRecordRow = Awaited<ReturnType<typeof readProductRows>>[number];
function readProductRows(db: Kysely<DB> | Transaction<DB>, ids: readonly string[], lock = false) {
  const select = db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids);
  return (lock ? select.forUpdate() : select).execute();
}

function toAdminProduct(row: ProductRecordRow, variants: Awaited<ReturnType<typeof liveVariantsOf>>): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    categoryId: row.category_id,
    brandId: row.brand_id,
    price: row.price,
    priceUk: row.price_uk,
    releaseDate: row.release_date ? row.release_date.toISOString() : null,
    isFeatured: row.is_featured,
    images: row.images,
    variants: variants.map(
      (variant): AdminVariant => ({
        id: variant.id,
        name: variant.variant_name,
        price: variant.price,
        priceUk: variant.price_uk,
        priceAdjustment: variant.price_adjustment,
        imageUrl: variant.image_url,
        displayOrder: variant.display_order,
      }),
    ),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    deletedAt: row.deleted_at ? row.deleted_at.toISOString() : null,
    version: String(row.version),
  };
}

/** A category or brand as the products CSV names it: by slug (or name), deleted ones included. */
export interface CatalogueRef {
  id: string;
  slug: string;
  name: string;
  deleted: boolean;
}

/** Every category and brand, for writing and reading the products CSV's names. */
export async function catalogueRefs(db: Kysely<DB> | Transaction<DB>): Promise<{ categories: CatalogueRef[]; brands: CatalogueRef[] }> {
  const read = (table: 'categories' | 'brands') =>
    db.selectFrom(table).select(['id', 'slug', 'name', 'deleted_at']).orderBy('id').execute().then((rows) => rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name, deleted: row.deleted_at !== null })));
  const [categories, brands] = await Promise.all([read('categories'), read('brands')]);
  return { categories, brands };
}

/** What a product row is written from: the form's fields without its sizes. */
export type ProductValues = Omit<ProductInput, 'variants' | 'confirmZeroPrice'>;


function productColumns(values: ProductValues) {
  return {
    name: values.name,
    description: values.description,
    category_id: values.categoryId,
    brand_id: values.brandId,
    price: values.price,
    price_uk: values.priceUk,
    release_date: values.releaseDate,
    is_featured: values.isFeatured,
    images: values.images,
    // The card's picture is the first image (SPEC §3 image_url).
    image_url: values.images[0] ?? null,
  };
}

export async function insertProduct(trx: Transaction<DB>, id: string, values: ProductValues): Promise<void> {
  await trx.insertInto('products').values({ id, ...productColumns(values) }).execute();
}

/** Writes the product's fields; always touches the row, so its version moves even when only sizes changed. */
export async function updateProduct(trx: Transaction<DB>, id: string, values: ProductValues): Promise<void> {
  await trx.updateTable('products').set(productColumns(values)).where('id', '=', id).execute();
}

/** What a size row is written from: the form's size and its place in the list. */
export type VariantValues = Omit<VariantInput, 'id'> & { displayOrder: number };


function variantColumns(values: VariantValues) {
  return {
    variant_name: values.name,
    price: values.price,
    price_uk: values.priceUk,
    price_adjustment: values.priceAdjustment,
    image_url: values.imageUrl,
    display_order: values.displayOrder,
  };
}

export async function insertVariant(trx: Transaction<DB>, productId: string, id: string, values: VariantValues): Promise<void> {
  await trx.insertInto('product_variants').values({ id, product_id: productId, ...variantColumns(values) }).execute();
}

export async function updateVariant(trx: Transaction<DB>, productId: string, id: string, values: VariantValues): Promise<void> {
  await trx.updateTable('product_variants').set(variantColumns(values)).where('id', '=', id).where('product_id', '=', productId).execute();
}

/** Renames a size to its own id for a moment, so another size can take its name in the same transaction. */
export async function parkVariantName(trx: Transaction<DB>, productId: string, id: string): Promise<void> {
  await trx.updateTable('product_variants').set({ variant_name: id }).where('id', '=', id).where('product_id', '=', productId).execute();
}

/** Removes sizes (soft: devices need the tombstone) and their stock rows, which would otherwise still count. */
export async function removeVariants(trx: Transaction<DB>, productId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const now = new Date();
  await trx.updateTable('product_variants').set({ deleted_at: now }).where('product_id', '=', productId).where('id', 'in', ids).where('deleted_at', 'is', null).execute();
  await trx.updateTable('inventory').set({ deleted_at: now }).where('product_id', '=', productId).where('variant_id', 'in', ids).where('deleted_at', 'is', null).execute();
}

export async function setProductDeleted(trx: Transaction<DB>, id: string, deletedAt: Date | null): Promise<void> {
  await trx.updateTable('products').set({ deleted_at: deletedAt }).where('id', '=', id).execute();
}

export async function setProductFeatured(trx: Transaction<DB>, id: string, isFeatured: boolean): Promise<void> {
  await trx.updateTable('products').set({ is_featured: isFeatured }).where('id', '=', id).execute();
}

export async function setProductCategory(trx: Transaction<DB>, id: string, categoryId: string | null): Promise<void> {
  await trx.updateTable('products').set({ category_id: categoryId }).where('id', '=', id).execute();
}

/** Which of these ids exist (live) in the table: a reference check with a clear field error instead of a 500. */
export async function liveIds(db: Kysely<DB> | Transaction<DB>, table: 'categories' | 'brands', ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).where('deleted_at', 'is', null).execute();
  return new Set(rows.map((row) => row.id));
}

/** Products locked for a bulk action, in id order (one lock order: two bulk actions never deadlock). */
export async function lockProducts(trx: Transaction<DB>, ids: readonly string[]): Promise<string[]> {
  const rows = await trx.selectFrom('products').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  return rows.map((row) => row.id);
}
