/** How many product ids a device remembers as recently viewed. */
export const RECENTLY_VIEWED_CAP = 12;

/** How many "Recently viewed" shows on a product page. */
export const RECENTLY_VIEWED_SHOWN = 4;

/** The list after viewing `productId`: it moves to the front, appears once, and the oldest fall off past `cap`. */
export function withViewed(list: readonly string[], productId: string, cap = RECENTLY_VIEWED_CAP): string[] {
  return [productId, ...list.filter((id) => id !== productId)].slice(0, Math.max(0, cap));
}

/** A stored value read back: only strings, each once, at most `cap` (storage is anyone's to edit). */
export function parseRecentlyViewed(value: unknown, cap = RECENTLY_VIEWED_CAP): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const id of value) {
    if (typeof id === 'string' && id.length > 0 && id.length <= 64) seen.add(id);
    if (seen.size >= cap) break;
  }
  return [...seen];
}

/**
 * What "Recently viewed" shows beside `currentId`, most recent first: the remembered ids that still
 * resolve to a product (`lookup`; deleted ones do not), without the current product, at most `limit`.
 */
export function recentlyViewedToShow<P>(
  list: readonly string[],
  currentId: string,
  lookup: (id: string) => P | undefined,
  limit = RECENTLY_VIEWED_SHOWN,
): P[] {
  const shown: P[] = [];
  for (const id of list) {
    if (shown.length >= limit) break;
    if (id === currentId) continue;
    const product = lookup(id);
    if (product !== undefined) shown.push(product);
  }
  return shown;
}
