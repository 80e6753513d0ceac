// The last thing ADD TO BAG put in the bag, for the mini-cart (issue 10 §9) and the analytics
// beacon. A tiny store so the cart's writer does not depend on the mini-cart's code, which loads on
// its own; it is in client/lib (an in-page event channel) so the beacon, which is infrastructure,
// hears it without importing the cart feature (docs/decisions/095).

export interface AddedToBag {
  productId: string;
  variantId: string | null;
  /** Units this add put in the bag. */
  added: number;
  /** Distinguishes two adds of the same line. */
  seq: number;
}

let last: AddedToBag | null = null;
let seq = 0;
const listeners = new Set<() => void>();

export function announceAddedToBag(productId: string, variantId: string | null, added: number): void {
  seq += 1;
  last = { productId, variantId, added, seq };
  for (const listener of listeners) listener();
}

/** Forgets the last add (the mini-cart closed). */
export function dismissAddedToBag(): void {
  if (!last) return;
  last = null;
  for (const listener of listeners) listener();
}

export function subscribeToAddedToBag(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const lastAddedToBag = (): AddedToBag | null => last;
