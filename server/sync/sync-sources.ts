import type { Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';
import type { SyncCheckpoint, SyncCollection } from '../../shared/sync/protocol';
import { productDocument } from './mappers/product.mapper';
import { categoryDocument } from './mappers/category.mapper';
import { brandDocument } from './mappers/brand.mapper';
import { heroSlideDocument } from './mappers/hero-slide.mapper';
import { storeDocument } from './mappers/store.mapper';
import { shippingRateDocument } from './mappers/shipping-rate.mapper';
import { cartItemDocument } from './mappers/cart-item.mapper';
import { favoriteDocument } from './mappers/favorite.mapper';
import { selectChangedProductsAfter, selectChangesAfter, selectLiveStock, selectLiveVariants, type Positioned } from './pull.repo';

/** Tables that carry the sync columns and feed a collection. */
export type SyncedTable =
  | 'products' | 'product_variants' | 'inventory' | 'categories' | 'brands' | 'hero_slides' | 'stores' | 'shipping_rates'
  | 'cart_items' | 'favorites';

/** A document as it travels: soft-deleted rows go as tombstones so devices drop them too. */
export type Tombstoned<Doc> = Doc & { _deleted: boolean };

export interface ChangedDocument<Doc> {
  document: Tombstoned<Doc>;
  position: SyncCheckpoint;
}

export interface SyncSource<Doc> {
  /** The tables a document is made of; any of them changing moves the document (SSE and held-back checks). */
  tables: readonly SyncedTable[];
  /** Per-user tables are read only for the signed-in user and need a session. */
  userScoped: boolean;
  /** Documents changed after the checkpoint, in cursor order, each with its position. */
  changesAfter(db: Kysely<DB>, userId: string | null, after: SyncCheckpoint | null, limit: number): Promise<ChangedDocument<Doc>[]>;
}

const positionOf = (row: Positioned<unknown>): SyncCheckpoint => ({ xid: row.cursor_xid, seq: row.cursor_seq });

/** One table, one document per row. */
function tableSource<T extends SyncedTable, Doc>(table: T, userScoped: boolean, toDoc: (row: Row<T>) => Doc): SyncSource<Doc> {
  return {
    tables: [table],
    userScoped,
    async changesAfter(db, userId, after, limit) {
      const rows = await selectChangesAfter(db, table, userId, after, limit);
      // Every synced table has deleted_at (SYNC_COLUMNS).
      return rows.map((row) => ({ document: { ...toDoc(row), _deleted: (row as unknown as { deleted_at: Date | null }).deleted_at !== null }, position: positionOf(row) }));
    },
  };
}

/** Products carry their live sizes and stock rows, read in the same snapshot as the products. */
const productSource: SyncSource<ReturnType<typeof productDocument>> = {
  tables: ['products', 'product_variants', 'inventory'],
  userScoped: false,
  async changesAfter(db, _userId, after, limit) {
    const rows = await selectChangedProductsAfter(db, after, limit);
    const ids = rows.map((row) => row.id);
    const [variants, stock] = await Promise.all([selectLiveVariants(db, ids), selectLiveStock(db, ids)]);
    const variantsOf = groupBy(variants, (row) => row.product_id);
    const stockOf = groupBy(stock, (row) => row.product_id);
    return rows.map((row) => ({
      document: { ...productDocument(row, variantsOf.get(row.id) ?? [], stockOf.get(row.id) ?? []), _deleted: row.deleted_at !== null },
      position: positionOf(row),
    }));
  },
};

function groupBy<R>(rows: readonly R[], key: (row: R) => string): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Where each collection's documents come from. */
export const SYNC_SOURCES = {
  products: productSource,
  categories: tableSource('categories', false, categoryDocument),
  brands: tableSource('brands', false, brandDocument),
  hero_slides: tableSource('hero_slides', false, heroSlideDocument),
  stores: tableSource('stores', false, storeDocument),
  shipping_rates: tableSource('shipping_rates', false, shippingRateDocument),
  cart_items: tableSource('cart_items', true, cartItemDocument),
  favorites: tableSource('favorites', true, favoriteDocument),
} satisfies Record<SyncCollection, SyncSource<unknown>>;

export type SyncDocument<C extends SyncCollection> = (typeof SYNC_SOURCES)[C] extends SyncSource<infer Doc> ? Tombstoned<Doc> : never;
