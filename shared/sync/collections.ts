// The replicated collections, in a module without zod: the storefront's entry (the replication in
// client/lib/db/shop-replication.ts) reads these lists, and must not pull the document schemas
// (shared/sync/protocol.ts) into the first paint.

/** Collections the server replicates to every device (pull only). */
export const CATALOGUE_COLLECTIONS = [
  'products', 'categories', 'brands', 'hero_slides', 'stores', 'shipping_rates',
  'pickup_products',
] as const;
/** Collections owned by the signed-in user (pull and push, scoped to that user). */
export const USER_COLLECTIONS = ['cart_items', 'favorites'] as const;

export type CatalogueCollection = (typeof CATALOGUE_COLLECTIONS)[number];
export type UserCollection = (typeof USER_COLLECTIONS)[number];
export type SyncCollection = CatalogueCollection | UserCollection;
