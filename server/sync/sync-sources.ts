import type { Kysely } from 'kysely';
import type { DB, Row } from '../db/schema';
import type { SyncCheckpoint, SyncCollection } from '../../shared/sync/protocol';
import { categoryDocument } from './mappers/category.mapper';
import { brandDocument } from './mappers/brand.mapper';
import { heroSlideDocument } from './mappers/hero-slide.mapper';
import { storeDocument } from './mappers/store.mapper';
import { shippingRateDocument } from './mappers/shipping-rate.mapper';
import { cartItemDocument } from './mappers/cart-item.mapper';
import { favoriteDocument } from './mappers/favorite.mapper';
import { pickupProductDocument } from './mappers/pickup-product.mapper';
import { selectChangedPickupProductsAfter, selectChangedProductsAfter, selectChangesAfter, type Positioned } from './pull.repo';
import { productDocuments } from './product-documents';
import type { PickupProductDoc, ProductDoc } from '../../shared/sync/documents';

/** Tables that carry the sync columns and feed a collection. */
export type SyncedTable =
  | 'products' | 'product_variants' | 'inventory' | 'categories' | 'brands' | 'hero_slides' | 'stores' | 'shipping_rates'
  | 'cart_items' | 'favorites' | 'pickup_products';

/** A document as it travels: soft-deleted rows go as tombstones so devices drop them too. */
export type Tombstoned<Doc> = Doc & { _deleted: boolean };

/** The document of a row as it travels, a tombstone when the row is soft-deleted. */
export function tombstoned<Doc>(document: Doc, row: { deleted_at: Date | null }): Tombstoned<Doc> {
  return { ...document, _deleted: row.deleted_at !== null };
}

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
      return rows.map((row) => ({ document: tombstoned(toDoc(row), row as unknown as { deleted_at: Date | null }), position: positionOf(row) }));
    },
  };
}

/** Products carry their live sizes and stock rows, read in the same snapshot as the products. */
const productSource: SyncSource<ProductDoc> = {
  tables: ['products', 'product_variants', 'inventory'],
  userScoped: false,
  async changesAfter(db, _userId, after, limit) {
    const rows = await selectChangedProductsAfter(db, after, limit);
    const documents = await productDocuments(db, rows);
    return rows.map((row, index) => ({ document: tombstoned(documents[index]!, row), position: positionOf(row) }));
  },
};

/** Pickup products: only active rows of active pickup stores reach devices; any other row is a tombstone. */
const pickupProductSource: SyncSource<PickupProductDoc> = {
  tables: ['pickup_products'],
  userScoped: false,
  async changesAfter(db, _userId, after, limit) {
    const rows = await selectChangedPickupProductsAfter(db, after, limit);
    return rows.map((row) => ({ document: { ...pickupProductDocument(row), _deleted: !row.offered }, position: positionOf(row) }));
  },
};

/** Where each collection's documents come from. */
export const SYNC_SOURCES = {
  products: productSource,
  categories: tableSource('categories', false, categoryDocument),
  brands: tableSource('brands', false, brandDocument),
  hero_slides: tableSource('hero_slides', false, heroSlideDocument),
  stores: tableSource('stores', false, storeDocument),
  shipping_rates: tableSource('shipping_rates', false, shippingRateDocument),
  pickup_products: pickupProductSource,
  cart_items: tableSource('cart_items', true, cartItemDocument),
  favorites: tableSource('favorites', true, favoriteDocument),
} satisfies Record<SyncCollection, SyncSource<unknown>>;

export type SyncDocument<C extends SyncCollection> = (typeof SYNC_SOURCES)[C] extends SyncSource<infer Doc> ? Tombstoned<Doc> : never;
