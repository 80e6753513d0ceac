import { map } from 'rxjs';
import type { PickupProductDoc, StoreDoc } from '../../../shared/sync/documents';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { usePickupSelection } from '../../lib/pickup/pickup-selection';

/** The chosen pickup store as it stands on the device: `null` when none is chosen or it no longer offers pickup. */
export function useChosenPickupStore(): { storeId: string | null; store: StoreDoc | null | undefined; gone: boolean } {
  const { storeId, deliveryMethod } = usePickupSelection();
  const chosen = deliveryMethod === 'pickup' ? storeId : null;
  const synced = useCatalogueSynced();
  const result = useRxQuery(
    (db) => db.stores.findOne(chosen ?? '').$.pipe(map((doc) => (doc ? (doc.toJSON() as StoreDoc) : null))),
    [chosen],
  );
  if (chosen === null) return { storeId: null, store: null, gone: false };
  if (result.status !== 'ready') return { storeId: chosen, store: undefined, gone: false };
  const store = result.data;
  const usable = store !== null && store.isActive && store.pickupEnabled;
  // Before the first sync a missing store may simply not have arrived yet.
  if (!usable && store === null && !synced) return { storeId: chosen, store: undefined, gone: false };
  return { storeId: chosen, store: usable ? store : null, gone: !usable };
}

/** The pickup rows (products and sizes with stock) a store offers, as the device holds them. */
export function useStorePickupRows(storeId: string | null): PickupProductDoc[] | undefined {
  const result = useRxQuery(
    (db) => db.pickup_products.find({ selector: { storeId: storeId ?? '' } }).$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as PickupProductDoc))),
    [storeId],
  );
  return result.status === 'ready' ? result.data : undefined;
}

/** One store by id (the bag's store, which may differ from the chosen one). */
export function useStoreById(storeId: string | null): StoreDoc | null | undefined {
  const result = useRxQuery(
    (db) => db.stores.findOne(storeId ?? '').$.pipe(map((doc) => (doc ? (doc.toJSON() as StoreDoc) : null))),
    [storeId],
  );
  if (storeId === null) return null;
  return result.status === 'ready' ? result.data : undefined;
}
