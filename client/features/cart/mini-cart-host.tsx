import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { dismissAddedToBag, lastAddedToBag, subscribeToAddedToBag } from '../../lib/cart/added-to-bag';
import { afterFirstPaint } from '../../lib/after-first-paint';

// The mini-cart's code is not in the entry chunk: it loads after the first paint (so it is on the
// device, and in the offline cache, before the first ADD TO BAG), and renders only after an add.
const loadMiniCart = () => import('./mini-cart');
const MiniCart = lazy(loadMiniCart);

export function MiniCartHost() {
  const added = useSyncExternalStore(subscribeToAddedToBag, lastAddedToBag, () => null);
  useEffect(() => {
    void afterFirstPaint().then(loadMiniCart).catch(() => {
      // Offline before it was ever fetched: React.lazy tries again on the first add.
    });
  }, []);
  if (!added) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart added={added} onClose={dismissAddedToBag} />
    </Suspense>
  );
}
