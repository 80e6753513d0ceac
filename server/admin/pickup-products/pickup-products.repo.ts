import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { lowStockLevelSql } from '../../settings/settings.repo';
import type { PickupCatalogueOption, PickupProductListQuery, PickupProductRow, PickupStoreOption } from '../../../shared/admin/pickup-product.schema';
import type { DB } from '../../db/schema';
import { containsPattern, type ListSort } from '../../platform/list';
import { storeColumnInScope, type StoreScope } from '../store-scope';
import { storeTimeZone } from '../../../shared/stores/store-time-zone';

type Db = Kysely<DB> | Transaction<DB>;

/** Which pickup row: a product (variantId null when it has no sizes) at a store. */
export interface PickupKey {
  storeId: string;
  productId: string;
  variantId: string | null;
}

/** A pickup row as a write reads it (locked). */
export interface PickupStockRow {
  id: string;
  storeId: string;
  productId: string;
  variantId: string | null;
  stock: number;
  isActive: boolean;
  version: string;
}

/** The list's sort whitelist: API key → selected column (server/platform/list.ts). */
export const PICKUP_LIST_SORT: ListSort = {
  sortable: { name: 'sort_name', store: 'sort_store', stock: 'pp.stock', updatedAt: 'pp.updated_at' },
  defaultSort: 'name.asc',
  tiebreaker: 'pp.id',
};

/** The rows in the user's stores (live products and sizes only), filtered and searched, neither sorted nor paged. */
export function pickupListQuery(db: Db, scope: StoreScope, query: Partial<PickupProductListQuery>) {
  let select = db
    .selectFrom('pickup_products as pp')
    .innerJoin('stores as s', 's.id', 'pp.store_id')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .leftJoin('product_variants as v', 'v.id', 'pp.variant_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'pp.id', 'pp.store_id', 's.name as store_name', 'pp.product_id', 'p.name as product_name', 'b.name as brand_name',
      'pp.variant_id', 'v.variant_name', 'pp.stock', 'pp.is_active', 'pp.updated_at',
      sql<string>`pp.sync_seq::text`.as('version'),
      // By name, a product's sizes stay together in their display order.
      sql<string>`lower(p.name) || chr(1) || p.id || chr(1) || lpad(coalesce(v.display_order, 0)::text, 10, '0')`.as('sort_name'),
      sql<string>`lower(s.name) || chr(1) || s.id`.as('sort_store'),
    ])
    .where(storeColumnInScope(scope, 'pp.store_id'))
    .where('p.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('pp.variant_id', 'is', null), eb('v.deleted_at', 'is', null)]))
    .where('pp.deleted_at', 'is', null);
  if (query.storeId) select = select.where('pp.store_id', '=', query.storeId);
  const status = query.status ?? 'active';
  if (status !== 'all') select = select.where('pp.is_active', '=', status === 'active');
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('v.variant_name', 'ilike', pattern), eb('b.name', 'ilike', pattern)]));
  }
  if (query.stock === 'sold-out') select = select.where('pp.stock', '<=', 0);
  if (query.stock === 'low') select = select.where('pp.stock', '>=', 1).where('pp.stock', '<=', lowStockLevelSql);
  if (query.stock === 'in') select = select.where('pp.stock', '>', lowStockLevelSql);
  return select;
}

export type PickupListRow = Awaited<ReturnType<ReturnType<typeof pickupListQuery>['execute']>>[number];

export function toPickupRow(row: PickupListRow): PickupProductRow {
  return {
    id: row.id,
    storeId: row.store_id,
    storeName: row.store_name,
    productId: row.product_id,
    productName: row.product_name,
    brandName: row.brand_name,
    variantId: row.variant_id,
    variantName: row.variant_name,
    stock: row.stock,
    isActive: row.is_active,
    version: String(row.version),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** One row as the screen shows it, whatever its state (null: no such row in the scope). */
export async function findPickupRow(db: Db, scope: StoreScope, id: string): Promise<PickupProductRow | null> {
  const row = await pickupListQuery(db, scope, { status: 'all' }).where('pp.id', '=', id).executeTakeFirst();
  return row ? toPickupRow(row) : null;
}

/** Takes a row for writing (FOR UPDATE), or null. */
export async function lockPickupRow(trx: Transaction<DB>, id: string): Promise<PickupStockRow | null> {
  const row = await trx
    .selectFrom('pickup_products')
    .select(['id', 'store_id', 'product_id', 'variant_id', 'stock', 'is_active', sql<string>`sync_seq::text`.as('version')])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ? toStockRow(row) : null;
}

function toStockRow(row: { id: string; store_id: string; product_id: string; variant_id: string | null; stock: number; is_active: boolean; version: string }): PickupStockRow {
  return { id: row.id, storeId: row.store_id, productId: row.product_id, variantId: row.variant_id, stock: row.stock, isActive: row.is_active, version: String(row.version) };
}

/** Sets a row's count (and makes it active again when asked). */
export async function writePickupStock(trx: Transaction<DB>, id: string, stock: number, activate = false): Promise<void> {
  await trx.updateTable('pickup_products').set(activate ? { stock, is_active: true } : { stock }).where('id', '=', id).execute();
}

/** Takes a row out of the store's pickup range (soft: the row and its history stay). */
export async function deactivatePickupRow(trx: Transaction<DB>, id: string): Promise<void> {
  await trx.updateTable('pickup_products').set({ is_active: false }).where('id', '=', id).execute();
}

/**
 * Offers a product at a store: a new row, or a removed one made active again with the given count.
 * Returns the row's id and its count before (0 for a new row), or null when the store already offers it.
 */
export async function offerAtStore(trx: Transaction<DB>, key: PickupKey, stock: number): Promise<{ id: string; before: number } | null> {
  const existing = await trx
    .selectFrom('pickup_products')
    .select(['id', 'stock', 'is_active'])
    .where('store_id', '=', key.storeId)
    .where('product_id', '=', key.productId)
    .where(sql<boolean>`variant_id IS NOT DISTINCT FROM ${key.variantId}`)
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    if (existing.is_active) return null;
    await writePickupStock(trx, existing.id, stock, true);
    return { id: existing.id, before: existing.stock };
  }
  const inserted = await trx
    .insertInto('pickup_products')
    .values({ id: randomUUID(), store_id: key.storeId, product_id: key.productId, variant_id: key.variantId, stock })
    .onConflict((conflict) => conflict.constraint('pickup_products_store_id_product_id_variant_id_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  // Another writer offered it in between: the store offers it now.
  return inserted ? { id: inserted.id, before: 0 } : null;
}

/**
 * Adds `delta` in one statement, so concurrent adjustments all count (READ COMMITTED re-reads the row
 * after waiting for its lock); only an active row, and never below 0. Returns the count after, or null.
 */
export async function addPickupStock(trx: Transaction<DB>, id: string, delta: number): Promise<number | null> {
  const result = await sql<{ stock: number }>`
    UPDATE pickup_products SET stock = stock + ${delta}
    WHERE id = ${id} AND is_active AND stock + ${delta} >= 0
    RETURNING stock`.execute(trx);
  return result.rows[0]?.stock ?? null;
}

/** The stores of a scope, for the picker (by name). */
export async function storesOf(db: Db, scope: StoreScope): Promise<PickupStoreOption[]> {
  const rows = await db
    .selectFrom('stores')
    .select(['id', 'name', 'country', 'region', 'longitude', 'time_zone', 'pickup_enabled', 'is_active'])
    .where(storeColumnInScope(scope, 'stores.id'))
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id, name: row.name, country: row.country, pickupEnabled: row.pickup_enabled, isActive: row.is_active,
    timeZone: storeTimeZone({ country: row.country, region: row.region, longitude: row.longitude, timeZone: row.time_zone }),
  }));
}

/** True when the store exists (deleted or not, it is named by an id the client read). */
export async function storeExists(db: Db, storeId: string): Promise<boolean> {
  return (await db.selectFrom('stores').select('id').where('id', '=', storeId).where('deleted_at', 'is', null).executeTakeFirst()) !== undefined;
}

/** Live products matching `q` (by name), with their live sizes: what the add picker offers. */
export async function catalogueOptions(db: Db, q: string | undefined, limit: number): Promise<PickupCatalogueOption[]> {
  let products = db.selectFrom('products').select(['id', 'name']).where('deleted_at', 'is', null);
  if (q) products = products.where('name', 'ilike', containsPattern(q));
  const found = await products.orderBy(sql`lower(name)`).orderBy('id').limit(limit).execute();
  if (found.length === 0) return [];
  const sizes = await db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'variant_name'])
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`product_id = ANY(${found.map((product) => product.id)}::text[])`)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
  return found.map((product) => ({
    id: product.id,
    name: product.name,
    sizes: sizes.filter((size) => size.product_id === product.id).map((size) => ({ id: size.id, name: size.variant_name })),
  }));
}

/** Rows of these stores, keyed `storeId/productId/variantId` (active or not): the import's view. */
export async function pickupRowsOf(db: Db, storeIds: readonly string[], lock: boolean): Promise<Map<string, PickupStockRow>> {
  const rows = new Map<string, PickupStockRow>();
  if (storeIds.length === 0) return rows;
  let select = db
    .selectFrom('pickup_products')
    .select(['id', 'store_id', 'product_id', 'variant_id', 'stock', 'is_active', sql<string>`sync_seq::text`.as('version')])
    .where(sql<boolean>`store_id = ANY(${[...storeIds]}::text[])`)
    .orderBy('id');
  if (lock) select = select.forUpdate();
  for (const row of await select.execute()) rows.set(pickupKeyString({ storeId: row.store_id, productId: row.product_id, variantId: row.variant_id }), toStockRow(row));
  return rows;
}

export function pickupKeyString(key: PickupKey): string {
  return `${key.storeId}/${key.productId}/${key.variantId ?? ''}`;
}
