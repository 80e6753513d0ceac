import { useEffect, useState } from 'react';
import type { ShopCollectionName, ShopData } from './shop-database';
import { afterFirstPaint } from '../after-first-paint';
import { prefetchFirstProductsPull, rememberCatalogueSynced } from './first-pull-prefetch';

// The only door to the local database from the entry chunk: everything RxDB sits behind this
// dynamic import, which is fetched only after the first paint, whoever asks first.

let loading: Promise<ShopData> | null = null;

export function loadShopData(): Promise<ShopData> {
  loading ??= afterFirstPaint()
    .then(() => {
      prefetchFirstProductsPull();
      return import('./shop-database');
    })
    .then((module) => module.getShopData())
    .then((data) => {
      void data.catalogueReady.then(rememberCatalogueSynced, () => undefined);
      return data;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** For end-to-end tests and the sync benchmark, in every build. */
export interface ShopSyncHandle {
  /** Resolves when the first replication of every catalogue collection has completed. */
  ready: Promise<void>;
  counts(): Promise<Record<ShopCollectionName, number>>;
}

declare global {
  interface Window {
    __shopSync?: ShopSyncHandle;
  }
}

/**
 * Installs window.__shopSync. `ready` is a getter so that merely installing the handle opens
 * nothing: the database still opens after the first paint (the root layout's effect) or when a
 * test asks.
 */
export function installShopSyncHandle(): void {
  window.__shopSync = {
    get ready() {
      return loadShopData().then((data) => data.catalogueReady);
    },
    counts: () => loadShopData().then(() => import('./shop-database')).then((module) => module.countShopDocuments()),
  };
}

let catalogueSynced = false;

/**
 * True once the catalogue's first pull has finished, or straight away offline (then local data is
 * all there is). Lets a page tell "still arriving" from "really empty".
 */
export function useCatalogueSynced(): boolean {
  const [synced, setSynced] = useState(() => catalogueSynced || !navigator.onLine);
  useEffect(() => {
    if (synced) return;
    let active = true;
    const settle = () => {
      if (active) setSynced(true);
    };
    loadShopData()
      .then((data) => data.catalogueReady)
      .then(() => {
        catalogueSynced = true;
        settle();
      })
      .catch(settle);
    window.addEventListener('offline', settle);
    return () => {
      active = false;
      window.removeEventListener('offline', settle);
    };
  }, [synced]);
  return synced;
}
