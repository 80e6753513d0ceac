import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { searchIndex } from '../../../shared/catalog/search';
import { SHOP } from '../../../shared/texts';
import { LISTING_PAGE_SIZE } from '../../../shared/catalog/catalogue-limits';
import { usePlainQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { useCountry } from '../../lib/region/country-store';
import { ProductGrid, ShowMore, useIncrementalList } from './product-card';
import type { ShopSearch } from './shop-search';
import { ShopFilters } from './shop-filters';
import { useActiveBrands, useCategories } from './use-catalogue-lists';
import { useSearchIndex } from './use-search-index';
import { answersShopSearch, firstScreenFor, useFirstScreenCopy } from './use-first-screen';
import { usePageTitle } from '../../lib/page-title/page-title-store';

const NO_PRODUCTS: never[] = [];

export function ShopPage({ search }: { search: ShopSearch }) {
  const navigate = useNavigate();
  const synced = useCatalogueSynced();
  const { country, currency } = useCountry();
  const term = search.search?.trim() ?? '';

  // The whole catalogue lives on the device: read it once per change, as stored data, and search it in memory.
  const products = usePlainQuery((db) => db.products.find(), [], { afterFirstSync: true });
  const categories = useCategories();
  const brands = useActiveBrands();

  const productList = products.status === 'ready' ? products.data : products.status === 'error' ? NO_PRODUCTS : undefined;
  const index = useSearchIndex(productList, brands.data, categories.data);

  // The server's first page of this very listing, until the device has the catalogue and its index.
  const server = firstScreenFor('shop');
  const fromServer = useFirstScreenCopy(server && answersShopSearch(server.search, search) ? server : null, [products, categories, brands], { keepWhile: index === undefined });

  // The filters' lists are the server's until the device holds the catalogue and has read them, also
  // once the shopper has moved on from the listing the server rendered: a category picked as the app
  // starts keeps its option and its heading meanwhile (the replay of such a pick found no option for
  // it and reported "All Products", so the pick was undone).
  const categoryList = fromServer ? fromServer.categories : (synced ? categories.data : undefined) ?? server?.categories;
  const brandList = fromServer ? fromServer.brands : (synced ? brands.data : undefined) ?? server?.brands;
  const results = useMemo(() => {
    if (fromServer || !index) return undefined;
    return searchIndex(index, {
      term,
      categorySlug: search.category,
      brandSlugs: search.brand ? [search.brand] : undefined,
      priceMin: search.min !== undefined ? search.min * 100 : undefined,
      priceMax: search.max !== undefined ? search.max * 100 : undefined,
      inStockOnly: search.inStock,
      sort: search.sort ?? (term ? 'relevance' : 'name'),
      country,
    });
  }, [fromServer, index, term, search.category, search.brand, search.min, search.max, search.inStock, search.sort, country]);
  const live = useIncrementalList(results, LISTING_PAGE_SIZE, JSON.stringify({ search, country }));
  // "Show more" waits for the device's catalogue: the first screen holds only the first page.
  const { visible, hasMore, showMore } = fromServer ? { visible: fromServer.products, hasMore: false, showMore: live.showMore } : live;
  const total = fromServer ? fromServer.total : results?.length;

  const chosenCategory = search.category ? categoryList?.find((candidate) => candidate.slug === search.category) : undefined;
  const title = term ? `${SHOP.searchResultsFor} "${term}"` : chosenCategory ? chosenCategory.name : SHOP.allProductsTitle;
  const waiting = total === undefined || (!fromServer && !synced && total === 0);

  const update = (changes: Partial<ShopSearch>) =>
    void navigate({ to: '/shop', search: (previous) => clean({ ...previous, ...changes }), replace: true });

  usePageTitle(title);
  const symbol = currency === 'GBP' ? '£' : '$';
  return (
    <div data-testid="page-shop" className="shop-page">
      <h1>{title}</h1>
      <div className="shop-layout">
        <ShopFilters
          search={search}
          term={term}
          categories={categoryList}
          brands={brandList}
          currencySymbol={symbol}
          total={waiting ? undefined : total}
          update={update}
        />
        <div className="shop-results">
          {waiting || !visible ? (
            <p role="status">{SHOP.loading}</p>
          ) : total === 0 ? (
            <p role="status">{SHOP.noProducts}</p>
          ) : (
            <>
              <p className="muted shop-count" role="status">{total === 1 ? '1 product' : `${total} products`}</p>
              <ProductGrid products={visible} headingLevel={2} />
              <ShowMore hasMore={hasMore} onShowMore={showMore} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

// Drops empty values so the URL carries only the filters in use.
function clean(search: ShopSearch): ShopSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as ShopSearch;
}
