import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { ProductDoc } from '../../../shared/sync/documents';
import { formatMoney } from '../../../shared/money';
import { unitPriceFor } from '../../../shared/pricing';
import { useCountry } from '../../lib/region/country-store';
import { PICTURE_SIZES } from '../../../shared/media/media-urls';
import { CatalogImage } from './catalog-image';
import { productPictureUrls } from '../../../shared/catalog/product-pictures';
import { ProductBadge, useShownAt } from './product-badge';

/**
 * A product in a grid (SPEC §2.6): a picture carousel that wraps around, the country price
 * (no variant chosen) and the product's badge: SOLD OUT at zero country stock over every size,
 * NEW, COMING SOON or "Only n left" (shared/catalog/badges.ts).
 */
export function ProductCard({ product, eager = false, headingLevel = 3, badge, children }: {
  product: ProductDoc;
  eager?: boolean;
  headingLevel?: 2 | 3;
  /** In place of the country badge (the pickup shop shows the store's own SOLD OUT). */
  badge?: ReactNode;
  /** Below the price (the pickup shop's sizes and "Add for pickup"). */
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { country, currency } = useCountry();
  const images = productPictureUrls(product);
  const [shown, setShown] = useState(0);
  const current = images.length > 0 ? shown % images.length : 0;
  const step = (by: number) => setShown((current + by + images.length) % images.length);
  const shownAt = useShownAt();
  return (
    <article className="product-card" data-testid="product-card">
      <div className="product-card__media">
        {/* The picture repeats the name's link for pointer users; keyboard users have the name. */}
        <Link to="/product/$id" params={{ id: product.id }} tabIndex={-1} aria-hidden="true">
          <CatalogImage className="product-card__image" src={images[current]} alt="" loading={eager ? 'eager' : 'lazy'} width={300} height={300} sizes={PICTURE_SIZES.card} />
        </Link>
        {badge === undefined ? <ProductBadge product={product} country={country} now={shownAt} className="product-card__badge" /> : badge}
        {images.length > 1 && (
          <>
            <button type="button" className="product-card__nav product-card__nav--prev" aria-label={`Previous picture of ${product.name}`} onClick={() => step(-1)}>‹</button>
            <button type="button" className="product-card__nav product-card__nav--next" aria-label={`Next picture of ${product.name}`} onClick={() => step(1)}>›</button>
            <span className="visually-hidden" aria-live="polite">{`Picture ${current + 1} of ${images.length}`}</span>
          </>
        )}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to="/product/$id" params={{ id: product.id }}>{product.name}</Link>
        </Heading>
        <div className="product-card__price" data-testid="card-price">{formatMoney(unitPriceFor(country, product, null), currency)}</div>
      </div>
      {children}
    </article>
  );
}

/**
 * Cards under the page's h1 take h2 names (shop, brand, new arrivals); under a section's h2, h3.
 * The first `eagerCount` pictures load at once (the first screen's); grids further down pass 0.
 */
export function ProductGrid({ products, headingLevel = 3, eagerCount = 4 }: { products: readonly ProductDoc[]; headingLevel?: 2 | 3; eagerCount?: number }) {
  return (
    <ul className="product-grid">
      {products.map((product, position) => (
        <li key={product.id}>
          <ProductCard product={product} eager={position < eagerCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** The "Show more" under a listing shown a page at a time (useIncrementalList); nothing when all is shown. */
export function ShowMore({ hasMore, onShowMore }: { hasMore: boolean; onShowMore: () => void }) {
  if (!hasMore) return null;
  return (
    <p className="shop-more">
      <button type="button" className="button button--quiet" onClick={onShowMore}>Show more</button>
    </p>
  );
}

/** Shows a long list a page at a time, so 10,000 products never land in the DOM at once. */
export function useIncrementalList<T>(list: readonly T[] | undefined, pageSize: number, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, count: pageSize });
  const count = state.key === resetKey ? state.count : pageSize;
  return {
    visible: list ? list.slice(0, count) : undefined,
    hasMore: !!list && list.length > count,
    showMore: () => setState({ key: resetKey, count: count + pageSize }),
  };
}
