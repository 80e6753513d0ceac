import { useEffect, useMemo } from 'react';
import { of } from 'rxjs';
import type { ProductDoc } from '../../../shared/sync/documents';
import type { Country } from '../../../shared/money';
import { PRODUCT_EXTRAS_TEXTS } from '../../../shared/catalog/catalog-texts';
import { mayAlsoLike } from '../../../shared/catalog/may-also-like';
import { recentlyViewedToShow } from '../../../shared/catalog/recently-viewed';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { ProductGrid } from './product-card';
import { useShownAt } from './product-badge';
import { rememberViewed, useRecentlyViewedIds } from './recently-viewed-store';

// The product page's "You may also like" and "Recently viewed" (issue 10), from the device's own
// catalogue so that they work offline. Loaded on its own after the page is painted
// (product-extras-slot.tsx): none of this is JS before the first paint.

export default function ProductExtras({ product, country }: { product: ProductDoc; country: Country }) {
  useEffect(() => rememberViewed(product.id), [product.id]);
  return (
    <>
      <MayAlsoLike product={product} country={country} />
      <RecentlyViewed currentId={product.id} />
    </>
  );
}

function MayAlsoLike({ product, country }: { product: ProductDoc; country: Country }) {
  const now = useShownAt();
  const { categoryId, brandId } = product;
  // Only the product's relatives leave storage; the rule (shared/) decides among them.
  const relatives = useRxQuery(
    (db) => {
      const related = [...(categoryId ? [{ categoryId }] : []), ...(brandId ? [{ brandId }] : [])];
      return related.length > 0 ? db.products.find({ selector: { $or: related } }).$ : of([]);
    },
    [categoryId, brandId],
    { afterFirstSync: true },
  );
  const picks = useMemo(
    () => (relatives.data ? mayAlsoLike(product, relatives.data, country, now) : []),
    [relatives.data, product, country, now],
  );
  return <ExtrasSection name="may-also-like" title={PRODUCT_EXTRAS_TEXTS.mayAlsoLike} products={picks} />;
}

function RecentlyViewed({ currentId }: { currentId: string }) {
  const ids = useRecentlyViewedIds();
  const others = ids.filter((id) => id !== currentId);
  const found = useRxQuery(
    (db) => (others.length > 0 ? db.products.findByIds(others).$ : of(new Map<string, ProductDoc>())),
    [others.join(',')],
  );
  const byId = found.data;
  const shown = useMemo(() => (byId ? recentlyViewedToShow(ids, currentId, (id) => byId.get(id)) : []), [byId, ids, currentId]);
  return <ExtrasSection name="recently-viewed" title={PRODUCT_EXTRAS_TEXTS.recentlyViewed} products={shown} />;
}

/** A titled row of cards below the product; nothing at all when there is nothing to show. */
function ExtrasSection({ name, title, products }: { name: string; title: string; products: readonly ProductDoc[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={`${name}-heading`} className="product-extras" data-testid={name}>
      <h2 id={`${name}-heading`}>{title}</h2>
      {/* Below the fold: pictures load as they come into view. */}
      <ProductGrid products={products} eagerCount={0} />
    </section>
  );
}
