import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError } from '../../shared/errors';
import type { DB } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

// Stock rows (inventory per country, pickup products per store) name a live product without sizes, or a
// live size of a live product: the one check, for every stock screen.

/** Live products with their live sizes: what a key may name. */
export async function liveProductsWithSizes(db: Db, productIds: readonly string[]): Promise<Map<string, Set<string>>> {
  const products = new Map<string, Set<string>>();
  if (productIds.length === 0) return products;
  const rows = await db
    .selectFrom('products as p')
    .leftJoin('product_variants as v', (join) => join.onRef('v.product_id', '=', 'p.id').on('v.deleted_at', 'is', null))
    .select(['p.id as product_id', 'v.id as variant_id'])
    .where('p.deleted_at', 'is', null)
    .where(sql<boolean>`p.id = ANY(${[...productIds]}::text[])`)
    .execute();
  for (const row of rows) {
    const sizes = products.get(row.product_id) ?? new Set<string>();
    if (row.variant_id) sizes.add(row.variant_id);
    products.set(row.product_id, sizes);
  }
  return products;
}

/** True when the product/size pair names a stockable row in these live products. */
export function namesStockRow(products: Map<string, Set<string>>, productId: string, variantId: string | null): boolean {
  const sizes = products.get(productId);
  return sizes !== undefined && (variantId === null ? sizes.size === 0 : sizes.has(variantId));
}

/** A 404 with `message` unless the pair names a live product without sizes or a live size of it. */
export async function assertStockRowKey(db: Db, productId: string, variantId: string | null, message: string): Promise<void> {
  if (!namesStockRow(await liveProductsWithSizes(db, [productId]), productId, variantId)) throw new AppError('NOT_FOUND', message);
}
