import * as z from 'zod';
import { MAX_PULL_BATCH } from './limits';
import {
  brandDocSchema, cartItemDocSchema, categoryDocSchema, favoriteDocSchema, heroSlideDocSchema,
  productDocSchema, shippingRateDocSchema, storeDocSchema,
} from './documents';
import { pickupProductDocSchema } from './documents';
import {
  CATALOGUE_COLLECTIONS, USER_COLLECTIONS, type CatalogueCollection, type SyncCollection, type UserCollection,
} from './collections';

// The lists live without zod (./collections.ts) for the storefront's entry; here for the server.
export { CATALOGUE_COLLECTIONS, USER_COLLECTIONS, type CatalogueCollection, type SyncCollection, type UserCollection };

export const DOC_SCHEMAS = {
  products: productDocSchema,
  categories: categoryDocSchema,
  brands: brandDocSchema,
  hero_slides: heroSlideDocSchema,
  stores: storeDocSchema,
  shipping_rates: shippingRateDocSchema,
  pickup_products: pickupProductDocSchema,
  cart_items: cartItemDocSchema,
  favorites: favoriteDocSchema,
} as const satisfies Record<SyncCollection, z.ZodType>;

export const syncCollectionSchema = z.enum([...CATALOGUE_COLLECTIONS, ...USER_COLLECTIONS]);

/**
 * Position in a collection's change stream: the writing transaction id (xid8, as a decimal
 * string) and the row's sequence number. Opaque to clients; compared only by the server.
 */
export const checkpointSchema = z.object({
  xid: z.string().regex(/^\d{1,20}$/),
  seq: z.number().int().min(0),
});
export type SyncCheckpoint = z.infer<typeof checkpointSchema>;

export { MAX_PULL_BATCH } from './limits';

/** GET /api/sync/:collection/pull?xid=&seq=&limit= */
export const pullQuerySchema = z.object({
  xid: checkpointSchema.shape.xid.optional(),
  seq: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PULL_BATCH).default(500),
});

/** The pull answer: documents after the checkpoint (with _deleted) and the new checkpoint. */
export interface PullResponse<Doc> {
  documents: Array<Doc & { _deleted: boolean }>;
  /** Unchanged from the request when nothing new is ready. */
  checkpoint: SyncCheckpoint | null;
}

/** POST /api/sync/:collection/push: RxDB's change rows; the answer is the list of conflicts. */
// Generic over the shape (not the object) so the parsed rows keep the document's field types.
export function pushRowsSchema<Shape extends z.core.$ZodShape>(doc: z.ZodObject<Shape>) {
  const withDeleted = doc.extend({ _deleted: z.boolean() });
  return z
    .array(z.object({ assumedMasterState: withDeleted.nullable().optional(), newDocumentState: withDeleted }))
    .max(500);
}

/** SSE event on GET /api/sync/stream: the collections that changed since the last event. */
export interface SyncChangeEvent {
  collections: SyncCollection[];
}

/** Which collections a changed database table feeds. */
export const COLLECTIONS_BY_TABLE: Record<string, SyncCollection[]> = {
  products: ['products'],
  // Sizes and stock travel inside their product's document.
  product_variants: ['products'],
  inventory: ['products'],
  categories: ['categories'],
  brands: ['brands'],
  hero_slides: ['hero_slides'],
  stores: ['stores'],
  shipping_rates: ['shipping_rates'],
  cart_items: ['cart_items'],
  favorites: ['favorites'],
  // A store closing for pickup touches its pickup products (migration 0015): they carry the change.
  pickup_products: ['pickup_products'],
};
