import { addRxPlugin, createRxDatabase, type MigrationStrategies, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { RxDBCleanupPlugin } from 'rxdb/plugins/cleanup';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import type {
  BrandDoc, CartItemDoc, CategoryDoc, FavoriteDoc, HeroSlideDoc, ProductDoc, ShippingRateDoc, StoreDoc,
} from '../../../shared/sync/documents';
import type { PickupProductDoc } from '../../../shared/sync/documents';
import type { CatalogueCollection, UserCollection } from '../../../shared/sync/protocol';
import {
  brandSchema, cartItemSchema, categorySchema, favoriteSchema, guestCartSchema, heroSlideSchema, productMigrations, productSchema,
  shippingRateSchema, storeSchema, type GuestCartEntry,
} from './shop-schemas';
import { pickupProductSchema } from './shop-schemas';
import { SHOP_DATABASE_NAME } from '../../../shared/sync/local-database';
import { SyncStream } from './sync-stream';
import { yieldToMain } from '../yield-to-main';
import { applyForLeadershipAfterRestore } from './leadership-after-restore';
import { keepDatabasesOpenInBackForwardCache } from './keep-open-in-back-forward-cache';
import { replicateCatalogue, followSessionForUserCollections } from './shop-replication';

// For usePlainQuery (use-rx-query.ts), which reaches it through this chunk.
export { plainDocuments$ } from './plain-documents';

// The shop's one local database (IndexedDB through Dexie). This module is the target of the
// dynamic import in load-shop-database.ts, so RxDB never weighs on the first paint.
// Catalogue collections replicate pull-only for everyone; cart_items and favorites replicate
// both ways for the signed-in user; guest_cart never leaves the device.

export interface ShopCollections {
  products: RxCollection<ProductDoc>;
  categories: RxCollection<CategoryDoc>;
  brands: RxCollection<BrandDoc>;
  hero_slides: RxCollection<HeroSlideDoc>;
  stores: RxCollection<StoreDoc>;
  shipping_rates: RxCollection<ShippingRateDoc>;
  pickup_products: RxCollection<PickupProductDoc>;
  cart_items: RxCollection<CartItemDoc>;
  favorites: RxCollection<FavoriteDoc>;
  guest_cart: RxCollection<GuestCartEntry>;
}
export type ShopCollectionName = keyof ShopCollections;
export type ShopDatabase = RxDatabase<ShopCollections>;

/** What the page holds once the database is open and replication has started. */
export interface ShopData {
  db: ShopDatabase;
  /** Resolves when every catalogue collection has finished its first pull (never, while offline). */
  catalogueReady: Promise<void>;
  /** Resolves once cart_items and favorites belong to the current session's user: await before writing them. */
  userDataSettled(): Promise<void>;
  /** Starts replicating the pickup stock (on demand, docs/decisions/039); resolves on its first full pull. */
  pickupStockReady(): Promise<void>;
}

// 10 collections: RxDB's free edition allows at most 13 open in a page.
const SCHEMAS = {
  products: productSchema,
  categories: categorySchema,
  brands: brandSchema,
  hero_slides: heroSlideSchema,
  stores: storeSchema,
  shipping_rates: shippingRateSchema,
  pickup_products: pickupProductSchema,
  cart_items: cartItemSchema,
  favorites: favoriteSchema,
  guest_cart: guestCartSchema,
} as const satisfies Record<ShopCollectionName, unknown> & Record<CatalogueCollection | UserCollection, unknown>;

/** How a device's stored documents move to a schema's next version (shop-schemas.ts). */
const MIGRATIONS: Partial<Record<ShopCollectionName, MigrationStrategies>> = { products: productMigrations };

export const SHOP_COLLECTION_NAMES = Object.keys(SCHEMAS) as ShopCollectionName[];

let shopData: Promise<ShopData> | null = null;

/** Opens the database once per page (React StrictMode and HMR ask twice) and starts replication. */
export function getShopData(): Promise<ShopData> {
  shopData ??= openShopData().catch((error: unknown) => {
    shopData = null;
    throw error;
  });
  return shopData;
}

async function openShopData(): Promise<ShopData> {
  performance.mark('database opens');
  let storage: RxStorage<unknown, unknown> = getRxStorageDexie();
  if (import.meta.env.DEV) {
    // Dev-mode checks schemas and queries but loads an iframe from rxdb.info: never in a build.
    const [{ RxDBDevModePlugin, disableWarnings }, { wrappedValidateAjvStorage }] = await Promise.all([
      import('rxdb/plugins/dev-mode'),
      import('rxdb/plugins/validate-ajv'),
    ]);
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
    storage = wrappedValidateAjvStorage({ storage });
  }
  addRxPlugin(RxDBCleanupPlugin);
  addRxPlugin(RxDBMigrationSchemaPlugin);
  keepDatabasesOpenInBackForwardCache();

  const db = await createRxDatabase<ShopCollections>({
    name: SHOP_DATABASE_NAME,
    storage,
    multiInstance: true,
    eventReduce: true,
    // A hot reload re-runs this module; close the old instance instead of failing on the name.
    closeDuplicates: true,
  });
  // One collection at a time, each in a task of its own: opening all ten at once was a long task on
  // a phone (docs/decisions/078).
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    await yieldToMain();
    await db.addCollections({ [name]: { schema, migrationStrategies: MIGRATIONS[name as ShopCollectionName] ?? {} } });
  }

  performance.mark('database open');
  applyForLeadershipAfterRestore(db);
  const stream = new SyncStream();
  const catalogue = replicateCatalogue(db, stream);
  const userData = followSessionForUserCollections(db, stream);
  return {
    db,
    catalogueReady: catalogue.ready,
    userDataSettled: userData.settled,
    pickupStockReady: () => catalogue.startOnDemand('pickup_products'),
  };
}

/** Documents per collection on this device (tests and the sync benchmark read it). */
export async function countShopDocuments(): Promise<Record<ShopCollectionName, number>> {
  const { db } = await getShopData();
  const entries = await Promise.all(
    SHOP_COLLECTION_NAMES.map(async (name) => [name, await db[name].count().exec()] as const),
  );
  return Object.fromEntries(entries) as Record<ShopCollectionName, number>;
}
