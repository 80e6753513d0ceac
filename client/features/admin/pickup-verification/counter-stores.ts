import { useEffect, useState } from 'react';
import type { PickupStoreOption } from '../../../../shared/admin/pickup-product.schema';
import { createLocalStore, useLocalStore, type LocalStore } from '../../../lib/local-store';
import { adminRequest } from '../api/admin-client';

// The store the counter serves (docs/decisions/042): the user's stores are asked of the server when
// online and kept on the device, so a tablet opened without the network still knows them; the one
// chosen is kept on the device too (per user), the first of theirs until one is chosen.

interface CounterStores {
  stores: PickupStoreOption[];
  chosenId: string | null;
}

const EMPTY: CounterStores = { stores: [], chosenId: null };

function parseCounterStores(stored: unknown): CounterStores {
  if (typeof stored !== 'object' || stored === null) return EMPTY;
  const { stores, chosenId } = stored as Partial<CounterStores>;
  const list = Array.isArray(stores)
    ? stores.filter((store): store is PickupStoreOption => typeof store === 'object' && store !== null && typeof store.id === 'string' && typeof store.name === 'string')
    : [];
  return { stores: list, chosenId: typeof chosenId === 'string' ? chosenId : null };
}

const perUser = new Map<string, LocalStore<CounterStores>>();

function counterStoresOf(userId: string): LocalStore<CounterStores> {
  let store = perUser.get(userId);
  if (!store) {
    store = createLocalStore(`toy-shop:counter-stores:${userId}`, parseCounterStores, EMPTY);
    perUser.set(userId, store);
  }
  return store;
}

const NO_USER = createLocalStore('toy-shop:counter-stores:-', parseCounterStores, EMPTY);

export interface CounterStoreChoice {
  /** The user's stores as last read from the server (kept on the device). */
  stores: PickupStoreOption[];
  /** The store the counter serves, null until the stores are known (or when the user has none). */
  store: PickupStoreOption | null;
  /** True once the list was read from the server in this session or is kept from an earlier one. */
  known: boolean;
  /** The server's list could not be read (and none is kept): its words. */
  problem: string | null;
  choose(storeId: string): void;
}

/** The user's stores and the one this counter serves. */
export function useCounterStore(userId: string | undefined): CounterStoreChoice {
  const local = userId ? counterStoresOf(userId) : NO_USER;
  const kept = useLocalStore(local);
  const [fetched, setFetched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    adminRequest<{ stores: PickupStoreOption[] }>('GET', 'pickup-verification/stores')
      .then(({ stores }) => {
        if (!live) return;
        local.update((current) => ({ stores, chosenId: current.chosenId }));
        setFetched(true);
        setProblem(null);
      })
      .catch((error: unknown) => live && setProblem(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [userId, local]);

  const store = kept.stores.find((candidate) => candidate.id === kept.chosenId) ?? kept.stores[0] ?? null;
  return {
    stores: kept.stores,
    store,
    known: fetched || kept.stores.length > 0,
    problem: kept.stores.length > 0 ? null : problem,
    choose: (storeId) => local.update((current) => ({ ...current, chosenId: storeId })),
  };
}
