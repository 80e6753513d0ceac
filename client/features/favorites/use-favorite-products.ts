import { combineLatest, map, of, switchMap } from 'rxjs';
import type { ProductDoc } from '../../../shared/sync/documents';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useSession } from '../../lib/session/current-user';

/** How many favourites the signed-in shopper has on this device (0 for a guest); live, offline too. */
export function useFavoriteCount(): number {
  const { user } = useSession();
  const result = useRxQuery((db) => db.favorites.count().$, [user?.id ?? null]);
  return user && result.status === 'ready' ? result.data : 0;
}

/**
 * The signed-in shopper's favourite products from the device's catalogue, newest first. Read from
 * RxDB so the list shows offline; a favourite whose product left the catalogue is skipped.
 */
export function useFavoriteProducts(): { status: 'loading' | 'ready'; products: ProductDoc[] } {
  const { user } = useSession();
  const result = useRxQuery(
    (db) =>
      db.favorites.find().$.pipe(
        switchMap((favorites) => {
          // Sorted here: updatedAt carries no index in the favorites schema.
          const ids = [...favorites].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).map((favorite) => favorite.productId);
          if (ids.length === 0) return of([] as ProductDoc[]);
          return combineLatest([of(ids), db.products.findByIds(ids).$]).pipe(
            map(([order, found]) => order.flatMap((id) => {
              const product = found.get(id);
              return product ? [product.toJSON() as ProductDoc] : [];
            })),
          );
        }),
      ),
    [user?.id ?? null],
  );
  if (!user) return { status: 'ready', products: [] };
  return result.status === 'ready' ? { status: 'ready', products: result.data } : { status: 'loading', products: [] };
}
