import { useEffect, useState } from 'react';
import { map } from 'rxjs';
import type { PickupProductDoc, StoreDoc } from '../../../shared/sync/documents';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { loadShopData, useCatalogueSynced } from '../../lib/db/load-shop-database';
import { usePickupSelection } from './pickup-selection';

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

/**
 * Starts the device's pickup stock replication (it is on demand: docs/decisions/039) and says when
 * its first pull is done; straight away offline, where the device's copy is all there is. Nothing
 * starts until `wanted` (a store is chosen).
 */
export function usePickupStockSynced(wanted: boolean): boolean {
  const [synced, setSynced] = useState(() => !navigator.onLine);
  useEffect(() => {
    if (!wanted) return;
    let active = true;
    const settle = () => {
      if (active) setSynced(true);
    };
    loadShopData()
      .then((data) => data.pickupStockReady())
      .then(settle, settle);
    window.addEventListener('offline', settle);
    return () => {
      active = false;
      window.removeEventListener('offline', settle);
    };
  }, [wanted]);
  return synced;
}

/**
 * The pickup rows (products and sizes with stock) a store offers, as the device holds them; of one
 * product when `productId` is given. Undefined while the first pull of pickup stock is under way.
 */
export function useStorePickupRows(storeId: string | null, productId?: string): PickupProductDoc[] | undefined {
  const synced = usePickupStockSynced(storeId !== null);
  const result = useRxQuery(
    (db) => db.pickup_products
      .find({ selector: productId ? { storeId: storeId ?? '', productId } : { storeId: storeId ?? '' } }).$
      .pipe(map((docs) => docs.map((doc) => doc.toJSON() as PickupProductDoc))),
    [storeId, productId ?? null],
  );
  if (result.status !== 'ready') return undefined;
  return synced || result.data.length > 0 ? result.data : undefined;
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
