import type { DB, Row } from '../db/schema';
import type { SyncCollection } from '../../shared/sync/protocol';
import { productDocument } from './mappers/product.mapper';
import { variantDocument } from './mappers/variant.mapper';
import { inventoryDocument } from './mappers/inventory.mapper';
import { categoryDocument } from './mappers/category.mapper';
import { brandDocument } from './mappers/brand.mapper';
import { heroSlideDocument } from './mappers/hero-slide.mapper';
import { storeDocument } from './mappers/store.mapper';
import { shippingRateDocument } from './mappers/shipping-rate.mapper';
import { cartItemDocument } from './mappers/cart-item.mapper';
import { favoriteDocument } from './mappers/favorite.mapper';

/** Tables that carry the sync columns and feed a collection. */
export type SyncedTable =
  | 'products' | 'product_variants' | 'inventory' | 'categories' | 'brands' | 'hero_slides' | 'stores' | 'shipping_rates'
  | 'cart_items' | 'favorites';

/** A row read for replication: the table's columns plus its cursor (xid8 as decimal text). */
export type ChangedRow<T extends SyncedTable = SyncedTable> = Row<T> & { cursor_xid: string };

export interface SyncSource<Doc> {
  table: SyncedTable;
  /** Per-user tables are read only for the signed-in user and need a session. */
  userScoped: boolean;
  toDocument(row: Row<SyncedTable>): Doc & { _deleted: boolean };
}

function source<T extends SyncedTable & keyof DB, Doc>(
  table: T,
  userScoped: boolean,
  toDoc: (row: Row<T>) => Doc,
): SyncSource<Doc> {
  return {
    table,
    userScoped,
    // A soft-deleted row travels as a tombstone so devices drop it too.
    toDocument: (row) => ({ ...toDoc(row as unknown as Row<T>), _deleted: row.deleted_at !== null }),
  };
}

/** Where each collection's documents come from and how rows become documents. */
export const SYNC_SOURCES = {
  products: source('products', false, productDocument),
  variants: source('product_variants', false, variantDocument),
  inventory: source('inventory', false, inventoryDocument),
  categories: source('categories', false, categoryDocument),
  brands: source('brands', false, brandDocument),
  hero_slides: source('hero_slides', false, heroSlideDocument),
  stores: source('stores', false, storeDocument),
  shipping_rates: source('shipping_rates', false, shippingRateDocument),
  cart_items: source('cart_items', true, cartItemDocument),
  favorites: source('favorites', true, favoriteDocument),
} satisfies Record<SyncCollection, SyncSource<unknown>>;

export type SyncDocument<C extends SyncCollection> = ReturnType<(typeof SYNC_SOURCES)[C]['toDocument']>;
