import { useMemo, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { searchProducts, PRODUCT_SORTS, type ProductSort } from '../../../shared/catalog/search';
import { SHOP } from '../../../shared/texts';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { useCountry } from '../../lib/region/country-store';
import { ProductGrid, useIncrementalList } from './product-card';
import { SORT_LABELS, type ShopSearch } from './shop-search';
import { useActiveBrands, useCategories } from './use-catalogue';
import { answersShopSearch, firstScreenFor, showsFirstScreen } from './use-first-screen';
import { usePageTitle } from '../../lib/page-title/page-title-store';

const PAGE_SIZE = 48;
const NO_PRODUCTS: never[] = [];

export function ShopPage({ search }: { search: ShopSearch }) {
  const navigate = useNavigate();
  const synced = useCatalogueSynced();
  const { country, currency } = useCountry();
  const term = search.search?.trim() ?? '';

  // The whole catalogue lives on the device: read it once per change and search it in memory.
  const products = useRxQuery((db) => db.products.find().$, [], { afterFirstSync: true });
  const categories = useCategories();
  const brands = useActiveBrands();

  // The server's first page of this very listing, until the device has the catalogue.
  const server = firstScreenFor('shop');
  const fromServer = server && answersShopSearch(server.search, search) && showsFirstScreen(synced, products, categories, brands) ? server : null;

  const productList = products.status === 'ready' ? products.data : products.status === 'error' ? NO_PRODUCTS : undefined;
  const categoryList = fromServer ? fromServer.categories : categories.data;
  const brandList = fromServer ? fromServer.brands : brands.data;
  const results = useMemo(() => {
    if (fromServer || !productList || !categoryList || !brandList) return undefined;
    return searchProducts(productList, brandList, categoryList, {
      term,
      categorySlug: search.category,
      brandSlugs: search.brand ? [search.brand] : undefined,
      priceMin: search.min !== undefined ? search.min * 100 : undefined,
      priceMax: search.max !== undefined ? search.max * 100 : undefined,
      inStockOnly: search.inStock,
      sort: search.sort ?? (term ? 'relevance' : 'name'),
      country,
    });
  }, [fromServer, productList, categoryList, brandList, term, search.category, search.brand, search.min, search.max, search.inStock, search.sort, country]);
  const live = useIncrementalList(results, PAGE_SIZE, JSON.stringify({ search, country }));
  // "Show more" waits for the device's catalogue: the first screen holds only the first page.
  const { visible, hasMore, showMore } = fromServer ? { visible: fromServer.products, hasMore: false, showMore: live.showMore } : live;
  const total = fromServer ? fromServer.total : results?.length;

  const chosenCategory = search.category ? categoryList?.find((candidate) => candidate.slug === search.category) : undefined;
  const title = term ? `${SHOP.searchResultsFor} "${term}"` : chosenCategory ? chosenCategory.name : SHOP.allProductsTitle;
  const waiting = total === undefined || (!fromServer && !synced && total === 0);

  const update = (changes: Partial<ShopSearch>) =>
    void navigate({ to: '/shop', search: (previous) => clean({ ...previous, ...changes }), replace: true });

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const whole = (name: string) => {
      const value = String(form.get(name) ?? '').trim();
      return /^\d{1,7}$/.test(value) ? Number(value) : undefined;
    };
    update({ min: whole('min'), max: whole('max') });
  };

  usePageTitle(title);
  const symbol = currency === 'GBP' ? '£' : '$';
  return (
    <div data-testid="page-shop" className="shop-page">
      <h1>{title}</h1>
      <div className="shop-filters" role="group" aria-label="Filters">
        <label className="shop-filter">
          <span>Category</span>
          <select value={search.category ?? ''} onChange={(event) => update({ category: event.target.value || undefined })}>
            <option value="">{SHOP.allProducts}</option>
            {categoryList?.map((option) => (
              <option key={option.id} value={option.slug}>{option.name}</option>
            ))}
          </select>
        </label>
        <label className="shop-filter">
          <span>Brand</span>
          <select value={search.brand ?? ''} onChange={(event) => update({ brand: event.target.value || undefined })}>
            <option value="">All brands</option>
            {brandList?.map((option) => (
              <option key={option.id} value={option.slug}>{option.name}</option>
            ))}
          </select>
        </label>
        <form className="shop-filter shop-filter--price" onSubmit={applyPrice} key={`${search.min ?? ''}-${search.max ?? ''}`} aria-label="Price range">
          <label>
            <span>Min price ({symbol})</span>
            <input name="min" inputMode="numeric" pattern="\d*" size={6} defaultValue={search.min ?? ''} />
          </label>
          <label>
            <span>Max price ({symbol})</span>
            <input name="max" inputMode="numeric" pattern="\d*" size={6} defaultValue={search.max ?? ''} />
          </label>
          <button type="submit" className="button button--quiet">Apply</button>
        </form>
        <label className="shop-filter shop-filter--check">
          <input type="checkbox" checked={search.inStock ?? false} onChange={(event) => update({ inStock: event.target.checked || undefined })} />
          <span>In stock only</span>
        </label>
        <label className="shop-filter">
          <span>Sort by</span>
          <select value={search.sort ?? (term ? 'relevance' : 'name')} onChange={(event) => update({ sort: toSort(event.target.value) })}>
            {PRODUCT_SORTS.filter((sort) => sort !== 'relevance' || term).map((sort) => (
              <option key={sort} value={sort}>{SORT_LABELS[sort]}</option>
            ))}
          </select>
        </label>
      </div>
      {waiting || !visible ? (
        <p role="status">{SHOP.loading}</p>
      ) : total === 0 ? (
        <p role="status">{SHOP.noProducts}</p>
      ) : (
        <>
          <p className="muted shop-count" role="status">{total === 1 ? '1 product' : `${total} products`}</p>
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

function toSort(value: string): ProductSort | undefined {
  return (PRODUCT_SORTS as readonly string[]).includes(value) ? (value as ProductSort) : undefined;
}

// Drops empty values so the URL carries only the filters in use.
function clean(search: ShopSearch): ShopSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as ShopSearch;
}
