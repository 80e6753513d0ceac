import { useEffect, useState } from 'react';
import type { ShopCollectionName, ShopData } from './shop-database';
import { afterFirstPaint } from '../after-first-paint';
import { deviceHasSynced, prefetchFirstProductsPull, rememberCatalogueSynced } from './first-pull-prefetch';
import { isBackOfficePath } from '../../../shared/admin/back-office-path';

// The only door to the local database from the entry chunk: everything RxDB sits behind this
// dynamic import, which is fetched only after the first paint, whoever asks first (on a fresh
// device, the start-up below).

let loading: Promise<ShopData> | null = null;

/** Opens the local database once, after `when` (by default the first paint). */
export function loadShopData(when: () => Promise<void> = afterFirstPaint): Promise<ShopData> {
  loading ??= when()
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
  /** Whether this tab leads the tabs' election, so replicates even while hidden (docs/decisions/078). */
  leads(): Promise<boolean>;
}

declare global {
  interface Window {
    __shopSync?: ShopSyncHandle;
  }
}

/**
 * Installs window.__shopSync, at start-up. On a device that has never held the catalogue its first
 * sync is most of what the device waits for, so it starts here: the first products batch is asked
 * for at once, and the database opens after the next frame (a catalogue page is already painted from
 * the server's markup by then, docs/decisions/017). Elsewhere `ready` is a getter so that merely
 * installing the handle opens nothing: the database opens after the first paint (the root layout's
 * effect) or when a test asks. The back office never starts it (docs/decisions/097): no back-office
 * screen reads the shop's database, and a staff member's browser, which has never held the
 * catalogue, would otherwise start its first sync on every back-office page.
 */
export function installShopSyncHandle(): void {
  if (!deviceHasSynced() && !isBackOfficePath(window.location.pathname)) {
    prefetchFirstProductsPull();
    void loadShopData(() => Promise.resolve()).catch(() => undefined);
  }
  window.__shopSync = {
    get ready() {
      return loadShopData().then((data) => data.catalogueReady);
    },
    counts: () => loadShopData().then(() => import('./shop-database')).then((module) => module.countShopDocuments()),
    leads: () => loadShopData().then((data) => data.db.isLeader()),
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

/**
 * False while this page runs a device's first catalogue sync, at most `maxWaitMs`; true at once on a
 * device that already holds the catalogue. What would compete with that sync for the device (the
 * service worker's install, which fetches and stores every asset) waits for it (docs/decisions/020).
 */
export function useFirstSyncSettled(maxWaitMs: number): boolean {
  const [settled, setSettled] = useState(() => catalogueSynced || deviceHasSynced() || !navigator.onLine);
  useEffect(() => {
    if (settled) return;
    let active = true;
    const settle = () => {
      if (active) setSettled(true);
    };
    const timer = setTimeout(settle, maxWaitMs);
    loadShopData()
      .then((data) => data.catalogueReady)
      .then(settle, settle);
    window.addEventListener('offline', settle);
    return () => {
      active = false;
      clearTimeout(timer);
      window.removeEventListener('offline', settle);
    };
  }, [settled, maxWaitMs]);
  return settled;
}
