// Names of the storefront's local database that more than its own code needs (docs/decisions/078).

/** The storefront's local database (IndexedDB through RxDB). */
export const SHOP_DATABASE_NAME = 'toyshop';

/**
 * localStorage key of where a collection's interrupted first pull got to (client/lib/db/first-pull-progress.ts);
 * the next page goes on from there. A page that finds the products' key has a first pull to resume.
 */
export function firstPullProgressKey(databaseName: string, collection: string): string {
  return `toy-shop:first-pull:${databaseName}:${collection}`;
}
