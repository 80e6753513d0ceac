import { useSyncExternalStore } from 'react';
import { dismissAddedToBag, lastAddedToBag, subscribeToAddedToBag } from '../../lib/events/added-to-bag';
import MiniCart from './mini-cart';

// Not in the page's entry: the root layout loads this, with the mini-cart, after the first paint
// (so it is on the device, and in the offline cache, before the first ADD TO BAG). An add made
// before it arrived is still shown: the store keeps the last one.
export function MiniCartHost() {
  const added = useSyncExternalStore(subscribeToAddedToBag, lastAddedToBag, () => null);
  if (!added) return null;
  return <MiniCart added={added} onClose={dismissAddedToBag} />;
}
