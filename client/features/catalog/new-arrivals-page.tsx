import { SHOP } from '../../../shared/texts';
import { LISTING_PAGE_SIZE } from '../../../shared/catalog/catalogue-limits';
import { usePlainQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { ProductGrid, ShowMore, useIncrementalList } from './product-card';
import { firstScreenFor, useFirstScreenCopy } from './use-first-screen';

/** Newest products first, a page at a time. */
export function NewArrivalsPage() {
  const synced = useCatalogueSynced();
  const products = usePlainQuery((db) => db.products.find({ sort: [{ createdAt: 'desc' }] }), [], { afterFirstSync: true });
  const list = products.status === 'ready' ? products.data : products.status === 'error' ? [] : undefined;
  const live = useIncrementalList(list, LISTING_PAGE_SIZE, 'new-arrivals');
  // The server's first page until the device has the catalogue ("Show more" waits for it).
  const fromServer = useFirstScreenCopy(firstScreenFor('new-arrivals'), [products]);
  const { visible, hasMore, showMore } = fromServer ? { visible: fromServer.products, hasMore: false, showMore: live.showMore } : live;
  const total = fromServer ? fromServer.total : list?.length;
  return (
    <div data-testid="page-new-arrivals" className="shop-page">
      <h1>New Arrivals</h1>
      <p className="lede">Discover the latest toys and collectibles to land in the shop.</p>
      {total === undefined || !visible || (!fromServer && !synced && total === 0) ? (
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
