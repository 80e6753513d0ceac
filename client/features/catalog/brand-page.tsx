import { Link } from '@tanstack/react-router';
import { SHOP } from '../../../shared/texts';
import { usePlainQuery, useRxQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { CatalogImage } from './catalog-image';
import { ProductGrid, ShowMore, useIncrementalList } from './product-card';
import { firstScreenFor, useFirstScreenCopy } from './use-first-screen';
import { PAGE_NAME_LOADING, usePageTitle } from '../../lib/page-title/page-title-store';
import { notFoundName } from '../../../shared/page-titles';
import { LISTING_PAGE_SIZE } from '../../../shared/catalog/catalogue-limits';

export function BrandPage({ slug }: { slug: string }) {
  const synced = useCatalogueSynced();
  const brand = useRxQuery((db) => db.brands.findOne({ selector: { slug, isActive: true } }).$, [slug]);
  const server = firstScreenFor('brand');
  const serverPage = server?.slug === slug ? server : null;
  const fromBrand = useFirstScreenCopy(serverPage, [brand]);
  const shownBrand = fromBrand ? fromBrand.brand : brand.data;
  const brandId = shownBrand?.id ?? null;
  const products = usePlainQuery(
    (db) => db.products.find({ selector: { brandId: brandId ?? '' }, sort: [{ name: 'asc' }] }),
    [brandId],
    { afterFirstSync: true },
  );
  // The server's first page of the brand's products until the device has the catalogue.
  const fromServer = useFirstScreenCopy(serverPage?.brand.id === brandId ? serverPage : null, [products]);
  const live = useIncrementalList(products.data, LISTING_PAGE_SIZE, slug);
  const { visible, hasMore, showMore } = fromServer ? { visible: fromServer.products, hasMore: false, showMore: live.showMore } : live;
  const total = fromServer ? fromServer.total : products.data?.length;
  const loading = !fromBrand && (brand.status === 'loading' || (!brand.data && !synced));
  usePageTitle(shownBrand ? shownBrand.name : loading ? PAGE_NAME_LOADING : notFoundName('Brand'));

  if (loading) {
    return (
      <div data-testid="page-brand-detail">
        <p role="status">Loading brand...</p>
      </div>
    );
  }
  if (!shownBrand) {
    return (
      <div data-testid="page-brand-detail" className="brand-not-found">
        <h1>{notFoundName('Brand')}</h1>
        <p className="lede">We don’t carry a brand at this address.</p>
        <Link to="/brand" className="button">View All Brands</Link>
      </div>
    );
  }
  return (
    <div data-testid="page-brand-detail" className="brand-page">
      <header className="brand-header">
        <CatalogImage className="brand-header__logo" src={shownBrand.logoUrl} alt="" width={120} height={120} />
        <div>
          <h1>{shownBrand.name}</h1>
          {shownBrand.description && <p className="lede">{shownBrand.description}</p>}
        </div>
      </header>
      {(!fromServer && products.status !== 'ready') || !visible ? (
        <p role="status">{SHOP.loading}</p>
      ) : total === 0 ? (
        <p>{SHOP.noProducts}</p>
      ) : (
        <>
          <ProductGrid products={visible} headingLevel={2} />
          <ShowMore hasMore={hasMore} onShowMore={showMore} />
        </>
      )}
    </div>
  );
}
