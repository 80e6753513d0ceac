import { lazy, Suspense } from 'react';
import type { ProductDoc } from '../../../shared/sync/documents';
import type { Country } from '../../../shared/money';
import { useAfterFirstPaint } from '../../lib/after-first-paint';

// Its own chunk, asked for once the product page is on screen (and precached by the service worker
// like every chunk, so it loads offline too).
const ProductExtras = lazy(() => import('./product-extras'));

/** "You may also like" and "Recently viewed" below the product, once the page has painted. */
export function ProductExtrasSlot({ product, country }: { product: ProductDoc; country: Country }) {
  // False on the server and during hydration too: the server's markup never has these sections.
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <ProductExtras product={product} country={country} />
    </Suspense>
  );
}
