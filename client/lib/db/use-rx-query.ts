import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { ShopDatabase } from './shop-database';
import type { FollowedQuery } from './plain-documents';
import { loadShopData, useCatalogueSynced } from './load-shop-database';
import { deviceHasSynced } from './first-pull-prefetch';

export type RxQueryResult<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

export interface RxQueryOptions {
  /**
   * On a device that has never held the catalogue, wait for its first sync before running the query.
   * For queries over many products (listings): each batch of 2,000 documents the first sync writes
   * would make RxDB run such a query again over everything stored so far. Pages show the server's
   * first screen meanwhile; a device that has synced before runs the query at once.
   */
  afterFirstSync?: boolean;
}

/**
 * Follows a live RxDB query (an RxQuery's `$`, or one piped through operators, or a promise of one
 * from a module loaded on demand): re-renders on
 * every local change, replication included. `deps` (plain values: strings, numbers, booleans, null)
 * work like useEffect's: the query is rebuilt when they change, and reads as loading until the new
 * one answers.
 */
export function useRxQuery<T>(query: (db: ShopDatabase) => Observable<T> | Promise<Observable<T>>, deps: readonly unknown[], options: RxQueryOptions = {}): RxQueryResult<T> {
  const synced = useCatalogueSynced();
  const [heldForFirstSync] = useState(() => options.afterFirstSync === true && !deviceHasSynced());
  const held = heldForFirstSync && !synced;
  // The deps as one value, so an answer to the current query can be told from a stale one.
  const key = JSON.stringify([held, ...deps]);
  const [answer, setAnswer] = useState<{ key: string; result: RxQueryResult<T> } | null>(null);

  useEffect(() => {
    if (held) return;
    let subscription: { unsubscribe(): void } | undefined;
    let active = true;
    loadShopData()
      .then(async ({ db }) => {
        if (!active) return;
        const observable = await query(db);
        if (!active) return;
        subscription = observable.subscribe({
          next: (data) => setAnswer({ key, result: { status: 'ready', data, error: undefined } }),
          error: (error: unknown) => setAnswer({ key, result: { status: 'error', data: undefined, error } }),
        });
      })
      .catch((error: unknown) => {
        if (active) setAnswer({ key, result: { status: 'error', data: undefined, error } });
      });
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
    // `key` stands for the caller's deps; `query` is a new closure every render by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return answer?.key === key ? answer.result : LOADING;
}

/**
 * useRxQuery over a whole query's rows as stored data, not RxDB documents (plain-documents.ts,
 * docs/decisions/109): for listings of many products. The follower comes with the database's own
 * chunk, already loaded by then.
 */
export function usePlainQuery<T>(query: (db: ShopDatabase) => FollowedQuery<T>, deps: readonly unknown[], options: RxQueryOptions = {}) {
  return useRxQuery((db) => import('./shop-database').then(({ plainDocuments$ }) => plainDocuments$(query(db))), deps, options);
}
