import { map } from 'rxjs';
import { TOASTS } from '../../../shared/texts';
import { loadShopData } from '../../lib/db/load-shop-database';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { knownSession, useSession } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';

/**
 * Adds or removes a favourite in the replicated `favorites` collection (id = product id), so it
 * works offline and syncs when the connection returns. Guests are asked to sign in (SPEC §6).
 * Resolves to whether the product is a favourite afterwards (null when nothing changed).
 */
export async function toggleFavorite(productId: string): Promise<boolean | null> {
  // A click can come before /api/me has answered (early on a server-rendered page, docs/decisions/017).
  if (!(await knownSession()).user) {
    showToast(TOASTS.signInRequiredForFavorites, 'destructive');
    return null;
  }
  try {
    const { db, userDataSettled } = await loadShopData();
    await userDataSettled();
    const existing = await db.favorites.findOne(productId).exec();
    // Incremental writes apply to the latest revision: the replication may write the same favourite
    // between this read and the write (its pull right after a page load), which a plain write
    // refuses with a CONFLICT.
    if (existing) {
      await existing.incrementalRemove();
      showToast(TOASTS.removedFromFavorites);
      return false;
    }
    await db.favorites.incrementalUpsert({ id: productId, productId, updatedAt: new Date().toISOString() });
    showToast(TOASTS.addedToFavorites);
    return true;
  } catch (error) {
    showToast(TOASTS.error(error instanceof Error ? error.message : 'Could not update favorites'), 'destructive');
    return null;
  }
}

/** Whether the signed-in shopper has this product among their favourites; always false for a guest. */
export function useIsFavorite(productId: string): boolean {
  const { user } = useSession();
  const result = useRxQuery((db) => db.favorites.findOne(productId).$.pipe(map((doc) => doc !== null)), [productId, user?.id ?? null]);
  return Boolean(user) && result.data === true;
}
