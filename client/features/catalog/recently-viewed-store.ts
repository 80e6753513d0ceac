import { parseRecentlyViewed, withViewed } from '../../../shared/catalog/recently-viewed';
import { createLocalStore, useLocalStore } from '../../lib/local-store';

// The products this device viewed, most recent first: ids only, in localStorage (docs/decisions/032).
// The products themselves are read from the local catalogue when shown, so prices and stock are
// today's and a deleted product simply drops out.

const NOTHING: readonly string[] = [];
const recentlyViewed = createLocalStore<readonly string[]>('toy-shop:recently-viewed', parseRecentlyViewed, NOTHING);

/** Notes that the shopper viewed a product on this device. */
export function rememberViewed(productId: string): void {
  const current = recentlyViewed.read();
  const next = withViewed(current, productId);
  if (next.length === current.length && next.every((id, index) => id === current[index])) return;
  recentlyViewed.write(next);
}

/** The device's recently viewed product ids, most recent first; follows this tab and the others. */
export function useRecentlyViewedIds(): readonly string[] {
  return useLocalStore(recentlyViewed);
}
