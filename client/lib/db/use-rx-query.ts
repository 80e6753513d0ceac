import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';
import type { ShopDatabase } from './shop-database';
import { loadShopData } from './load-shop-database';

export type RxQueryResult<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;

/**
 * Follows a live RxDB query (an RxQuery's `$`, or one piped through operators): re-renders on
 * every local change, replication included. `deps` (plain values: strings, numbers, booleans, null)
 * work like useEffect's: the query is rebuilt when they change, and reads as loading until the new
 * one answers.
 */
export function useRxQuery<T>(query: (db: ShopDatabase) => Observable<T>, deps: readonly unknown[]): RxQueryResult<T> {
  // The deps as one value, so an answer to the current query can be told from a stale one.
  const key = JSON.stringify(deps);
  const [answer, setAnswer] = useState<{ key: string; result: RxQueryResult<T> } | null>(null);

  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let active = true;
    loadShopData()
      .then(({ db }) => {
        if (!active) return;
        subscription = query(db).subscribe({
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
