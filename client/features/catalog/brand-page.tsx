import { Link } from '@tanstack/react-router';
import { SHOP } from '../../../shared/texts';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { CatalogImage } from './catalog-image';
import { ProductGrid, useIncrementalList } from './product-card';

const PAGE_SIZE = 48;

export function BrandPage({ slug }: { slug: string }) {
  const synced = useCatalogueSynced();
  const brand = useRxQuery((db) => db.brands.findOne({ selector: { slug, isActive: true } }).$, [slug]);
  const brandId = brand.data?.id ?? null;
  const products = useRxQuery(
    (db) => db.products.find({ selector: { brandId: brandId ?? '' }, sort: [{ name: 'asc' }] }).$,
    [brandId],
  );
  const { visible, hasMore, showMore } = useIncrementalList(products.data, PAGE_SIZE, slug);

  if (brand.status === 'loading' || (!brand.data && !synced)) {
    return (
      <div data-testid="page-brand-detail">
        <p role="status">Loading brand...</p>
      </div>
    );
  }
  if (!brand.data) {
    return (
      <div data-testid="page-brand-detail" className="brand-not-found">
        <h1>Brand not found</h1>
        <p className="lede">We don’t carry a brand at this address.</p>
        <Link to="/brand" className="button">View All Brands</Link>
      </div>
    );
  }
  return (
    <div data-testid="page-brand-detail" className="brand-page">
      <header className="brand-header">
        <CatalogImage className="brand-header__logo" src={brand.data.logoUrl} alt="" width={120} height={120} />
        <div>
          <h1>{brand.data.name}</h1>
          {brand.data.description && <p className="lede">{brand.data.description}</p>}
        </div>
      </header>
      {products.status !== 'ready' || !visible ? (
        <p role="status">{SHOP.loading}</p>
      ) : products.data.length === 0 ? (
        <p>{SHOP.noProducts}</p>
      ) : (
        <>
          <ProductGrid products={visible} headingLevel={2} />
          {hasMore && (
            <p className="shop-more">
              <button type="button" className="button button--quiet" onClick={showMore}>Show more</button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
