import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Country } from '../../../shared/money';
import type { InventoryListQuery, InventoryRow } from '../../../shared/admin/inventory.schema';
import { containsPattern, type ListSort } from '../../platform/list';
import { lowStockLevelSql } from '../../settings/settings.repo';

type Db = Kysely<DB> | Transaction<DB>;

// A grid row is a live product without sizes, or one live size of a live product; its stock cells are
// the live inventory rows of that product/size per country (no row: 0, as the storefront counts it).

const sameVariant = (alias: string) => sql<boolean>`${sql.ref(`${alias}.variant_id`)} IS NOT DISTINCT FROM v.id`;

/** The grid's sort whitelist: API key → selected column (server/platform/list.ts). */
export const INVENTORY_LIST_SORT: ListSort = {
  sortable: { name: 'sort_name', stockUs: 'stock_us', stockUk: 'stock_uk', updatedAt: 'stock_updated_at' },
  defaultSort: 'name.asc',
  tiebreaker: 'row_key',
};

function stockStateCondition(state: 'in' | 'low' | 'sold-out', alias: 'us' | 'uk') {
  const left = sql`coalesce(${sql.ref(`${alias}.stock`)}, 0)`;
  if (state === 'sold-out') return sql<boolean>`${left} <= 0`;
  if (state === 'low') return sql<boolean>`${left} BETWEEN 1 AND ${lowStockLevelSql}`;
  return sql<boolean>`${left} > ${lowStockLevelSql}`;
}

/** The grid's rows, filtered and searched, neither sorted nor paged. `productIds`: only these products. */
export function inventoryListQuery(db: Db, query: Partial<InventoryListQuery>, productIds?: readonly string[]) {
  let select = db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('product_variants as v', (join) => join.onRef('v.product_id', '=', 'p.id').on('v.deleted_at', 'is', null))
    .leftJoin('inventory as us', (join) =>
      join.onRef('us.product_id', '=', 'p.id').on(sameVariant('us')).on('us.country', '=', 'US').on('us.deleted_at', 'is', null),
    )
    .leftJoin('inventory as uk', (join) =>
      join.onRef('uk.product_id', '=', 'p.id').on(sameVariant('uk')).on('uk.country', '=', 'UK').on('uk.deleted_at', 'is', null),
    )
    .select([
      'p.id as product_id', 'p.name as product_name', 'b.name as brand_name', 'v.id as variant_id', 'v.variant_name',
      'us.stock as us_stock', sql<string | null>`us.sync_seq::text`.as('us_version'),
      'uk.stock as uk_stock', sql<string | null>`uk.sync_seq::text`.as('uk_version'),
      sql<Date | null>`greatest(us.updated_at, uk.updated_at)`.as('stock_updated_at'),
      sql<number>`coalesce(us.stock, 0)`.as('stock_us'),
      sql<number>`coalesce(uk.stock, 0)`.as('stock_uk'),
      // By name, a product's sizes stay together in their display order.
      sql<string>`lower(p.name) || chr(1) || p.id || chr(1) || lpad(coalesce(v.display_order, 0)::text, 10, '0')`.as('sort_name'),
      sql<string>`p.id || '/' || coalesce(v.id, '')`.as('row_key'),
    ])
    .where('p.deleted_at', 'is', null);
  if (productIds) select = select.where('p.id', 'in', productIds.length > 0 ? [...productIds] : ['']);
  if (query.q) {
    const pattern = containsPattern(query.q);
    select = select.where((eb) => eb.or([eb('p.name', 'ilike', pattern), eb('v.variant_name', 'ilike', pattern), eb('b.name', 'ilike', pattern)]));
  }
  if (query.stock) {
    const state = query.stock;
    const aliases = query.country ? [query.country === 'US' ? ('us' as const) : ('uk' as const)] : (['us', 'uk'] as const);
    select = select.where(sql<boolean>`(${sql.join(aliases.map((alias) => stockStateCondition(state, alias)), sql` OR `)})`);
  }
  return select;
}

export type InventoryListRow = Awaited<ReturnType<ReturnType<typeof inventoryListQuery>['execute']>>[number];

export function toInventoryRow(row: InventoryListRow): InventoryRow {
  return {
    id: row.variant_id ? `${row.product_id}/${row.variant_id}` : row.product_id,
    productId: row.product_id,
    productName: row.product_name,
    brandName: row.brand_name,
    variantId: row.variant_id,
    variantName: row.variant_name,
    stock: {
      US: { stock: row.us_stock ?? 0, version: row.us_version === null ? null : String(row.us_version) },
      UK: { stock: row.uk_stock ?? 0, version: row.uk_version === null ? null : String(row.uk_version) },
    },
    updatedAt: row.stock_updated_at ? new Date(row.stock_updated_at).toISOString() : null,
  };
}

/** One grid row, or null when the product (or that size of it) is not live. */
export async function findInventoryRow(db: Db, productId: string, variantId: string | null): Promise<InventoryRow | null> {
  const rows = await inventoryListQuery(db, {}, [productId]).execute();
  const row = rows.find((candidate) => candidate.variant_id === variantId);
  return row ? toInventoryRow(row) : null;
}

export interface StockKey {
  productId: string;
  variantId: string | null;
  country: Country;
}

export interface StockRow {
  id: string;
  stock: number;
  version: string;
  deleted: boolean;
}

const keyCondition = (key: StockKey) =>
  sql<boolean>`product_id = ${key.productId} AND variant_id IS NOT DISTINCT FROM ${key.variantId} AND country = ${key.country}`;

/** The stock row of a key (live or not), locked until the transaction ends. */
export async function lockStockRow(trx: Transaction<DB>, key: StockKey): Promise<StockRow | null> {
  const row = await trx
    .selectFrom('inventory')
    .select(['id', 'stock', 'deleted_at', sql<string>`sync_seq::text`.as('version')])
    .where(keyCondition(key))
    .forUpdate()
    .executeTakeFirst();
  return row ? { id: row.id, stock: row.stock, version: String(row.version), deleted: row.deleted_at !== null } : null;
}

/**
 * Sets a count: updates the key's locked row (reviving a removed one) or creates it. Returns the row's
 * id, or null when another writer created the row since it was read as missing.
 */
export async function writeStock(trx: Transaction<DB>, key: StockKey, existing: StockRow | null, stock: number): Promise<string | null> {
  if (existing) {
    await trx.updateTable('inventory').set({ stock, deleted_at: null }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const inserted = await trx
    .insertInto('inventory')
    .values({ id: randomUUID(), product_id: key.productId, variant_id: key.variantId, country: key.country, stock })
    .onConflict((conflict) => conflict.constraint('inventory_product_id_variant_id_country_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/**
 * Adds `delta` in one statement, so concurrent adjustments all count: the row is taken with its latest
 * committed stock (READ COMMITTED re-reads it after waiting for a lock), and a decrease that would go
 * below 0 changes nothing. Returns the row after, or null when it would have gone below 0.
 */
export async function addStock(trx: Transaction<DB>, key: StockKey, delta: number): Promise<{ id: string; stock: number } | null> {
  if (delta > 0) {
    // A missing row is created; a removed one starts again from 0.
    const result = await sql<{ id: string; stock: number }>`
      INSERT INTO inventory (id, product_id, variant_id, country, stock)
      VALUES (${randomUUID()}, ${key.productId}, ${key.variantId}, ${key.country}, ${delta})
      ON CONFLICT ON CONSTRAINT inventory_product_id_variant_id_country_key DO UPDATE
        SET stock = CASE WHEN inventory.deleted_at IS NULL THEN inventory.stock ELSE 0 END + EXCLUDED.stock, deleted_at = NULL
      RETURNING id, stock`.execute(trx);
    return result.rows[0] ?? null;
  }
  const result = await sql<{ id: string; stock: number }>`
    UPDATE inventory SET stock = stock + ${delta}
    WHERE ${keyCondition(key)} AND deleted_at IS NULL AND stock + ${delta} >= 0
    RETURNING id, stock`.execute(trx);
  return result.rows[0] ?? null;
}

/** The live stock of a key (0 without a row). */
export async function currentStock(db: Db, key: StockKey): Promise<number> {
  const row = await db.selectFrom('inventory').select('stock').where(keyCondition(key)).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.stock ?? 0;
}

/** Locks these products' rows against deletion and their stock rows against other writers, in one fixed order. */
export async function lockProductsStock(trx: Transaction<DB>, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = [...productIds];
  await sql`SELECT id FROM products WHERE id = ANY(${ids}::text[]) ORDER BY id FOR SHARE`.execute(trx);
  await sql`SELECT id FROM inventory WHERE product_id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`.execute(trx);
}

/** Current live stock rows of these products, keyed `productId/variantId/country`. */
export async function stockRowsOf(db: Db, productIds: readonly string[]): Promise<Map<string, StockRow>> {
  const rows = new Map<string, StockRow>();
  if (productIds.length === 0) return rows;
  const found = await db
    .selectFrom('inventory')
    .select(['id', 'product_id', 'variant_id', 'country', 'stock', 'deleted_at', sql<string>`sync_seq::text`.as('version')])
    .where(sql<boolean>`product_id = ANY(${[...productIds]}::text[])`)
    .execute();
  for (const row of found) {
    rows.set(stockKeyString({ productId: row.product_id, variantId: row.variant_id, country: row.country }), {
      id: row.id,
      stock: row.stock,
      version: String(row.version),
      deleted: row.deleted_at !== null,
    });
  }
  return rows;
}

export function stockKeyString(key: StockKey): string {
  return `${key.productId}/${key.variantId ?? ''}/${key.country}`;
}
