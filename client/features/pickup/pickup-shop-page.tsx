import { useMemo, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { searchProducts } from '../../../shared/catalog/search';
import { SHOP } from '../../../shared/texts';
import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import { storePickupStock } from '../../../shared/pickup/pickup-stock';
import type { PickupProductDoc, ProductDoc, StoreDoc } from '../../../shared/sync/documents';
import { LISTING_PAGE_SIZE } from '../../../shared/catalog/catalogue-limits';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useCountry } from '../../lib/region/country-store';
import { usePageTitle } from '../../lib/page-title/page-title-store';
import { ProductCard, ShowMore, useIncrementalList } from '../catalog/product-card';
import { ShopFilters } from '../catalog/shop-filters';
import type { ShopSearch } from '../catalog/shop-search';
import { useActiveBrands, useCategories } from '../catalog/use-catalogue-lists';
import { AddForPickup } from './add-for-pickup';
import { PickupBagSummary } from './pickup-bag-summary';
import { useChosenPickupStore, useStorePickupRows } from './use-pickup-store';
import './pickup.css';

/**
 * /pickup-shop: what the chosen store offers for pickup, with its own stock. With no store chosen
 * (or one that no longer offers pickup) the page sends the shopper to choose one.
 */
export function PickupShopPage({ search }: { search: ShopSearch }) {
  const { storeId, store, gone } = useChosenPickupStore();
  if (store) return <PickupShop store={store} search={search} />;
  const choosing = storeId === null || gone;
  return (
    <div data-testid="page-pickup-shop">
      <h1>Shop for Pickup</h1>
      {choosing ? (
        <>
          <p className="notice" role="status">{gone ? PICKUP_TEXTS.storeUnavailable : PICKUP_TEXTS.noStoreChosen}</p>
          <p><Link to="/store-pickup" className="button" data-testid="choose-pickup-store">{PICKUP_TEXTS.chooseStore}</Link></p>
        </>
      ) : (
        <p role="status">{SHOP.loading}</p>
      )}
    </div>
  );
}

function PickupShop({ store, search }: { store: StoreDoc; search: ShopSearch }) {
  const navigate = useNavigate();
  const { country, currency } = useCountry();
  const term = search.search?.trim() ?? '';
  const rows = useStorePickupRows(store.id);
  const products = useRxQuery((db) => db.products.find().$, [], { afterFirstSync: true });
  const categories = useCategories();
  const brands = useActiveBrands();

  const results = useMemo(() => {
    if (!rows || products.status !== 'ready' || !categories.data || !brands.data) return undefined;
    const offered = new Set(rows.map((row) => row.productId));
    const inStore = products.data.filter((product) => offered.has(product.id));
    const found = searchProducts(inStore, brands.data, categories.data, {
      term,
      categorySlug: search.category,
      brandSlugs: search.brand ? [search.brand] : undefined,
      priceMin: search.min !== undefined ? search.min * 100 : undefined,
      priceMax: search.max !== undefined ? search.max * 100 : undefined,
      sort: search.sort ?? (term ? 'relevance' : 'name'),
      country,
    });
    // "In stock" means this store's pickup stock, not the country's.
    return search.inStock ? found.filter((product) => (storePickupStock(rows, store.id, product.id) ?? 0) > 0) : found;
  }, [rows, products, categories.data, brands.data, term, search.category, search.brand, search.min, search.max, search.inStock, search.sort, country, store.id]);
  const { visible, hasMore, showMore } = useIncrementalList(results, LISTING_PAGE_SIZE, JSON.stringify({ search, country, store: store.id }));

  const update = (changes: Partial<ShopSearch>) =>
    void navigate({ to: '/pickup-shop', search: (previous) => clean({ ...previous, ...changes }), replace: true });
  usePageTitle(PICKUP_TEXTS.pickupShopTitle(store.name));
  const total = results?.length;

  return (
    <div data-testid="page-pickup-shop" className="shop-page">
      <h1>Shop for Pickup</h1>
      <div className="pickup-store-bar">
        <p data-testid="pickup-store-name">{PICKUP_TEXTS.chosenStore(store.name)}</p>
        <Link to="/store-pickup" className="button button--quiet">{PICKUP_TEXTS.changeStore}</Link>
      </div>
      <PickupBagSummary store={store} products={products.status === 'ready' ? products.data : undefined} />
      <div className="shop-layout">
        <ShopFilters
          search={search}
          term={term}
          categories={categories.data}
          brands={brands.data}
          currencySymbol={currency === 'GBP' ? '£' : '$'}
          total={total}
          update={update}
        />
        <div className="shop-results">
          {!visible || !rows ? (
            <p role="status">{SHOP.loading}</p>
          ) : rows.length === 0 ? (
            <p role="status">{PICKUP_TEXTS.nothingOffered}</p>
          ) : total === 0 ? (
            <p role="status">{SHOP.noProducts}</p>
          ) : (
            <>
              <p className="muted shop-count" role="status">{total === 1 ? '1 product' : `${total} products`}</p>
              <ul className="product-grid">
                {visible.map((product, position) => (
                  <li key={product.id}>
                    <PickupCard product={product} store={store} rows={rows} eager={position < 4} />
                  </li>
                ))}
              </ul>
              <ShowMore hasMore={hasMore} onShowMore={showMore} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** A product card with the store's stock: its own SOLD OUT, the sizes it holds, "Add for pickup". */
function PickupCard({ product, store, rows, eager }: { product: ProductDoc; store: StoreDoc; rows: readonly PickupProductDoc[]; eager: boolean }) {
  const total = storePickupStock(rows, store.id, product.id) ?? 0;
  // The sizes this store offers, in the product's own order.
  const sizes = product.variants
    .map((variant) => ({ variant, stock: storePickupStock(rows, store.id, product.id, variant.id) }))
    .filter((entry): entry is { variant: ProductDoc['variants'][number]; stock: number } => entry.stock !== null);
  const [variantId, setVariantId] = useState<string | null>(null);
  const chosen = sizes.find((entry) => entry.variant.id === variantId);
  const sized = product.variants.length > 0;
  const stock = sized ? (chosen?.stock ?? total) : total;
  const badge = total <= 0
    ? <span className="product-card__badge product-badge product-badge--sold-out product-card__sold-out" data-testid="sold-out">{SHOP.soldOut}</span>
    : null;
  return (
    <ProductCard product={product} eager={eager} headingLevel={2} badge={badge}>
      <div className="pickup-card-extra" data-testid="pickup-card">
        <p className={total > 0 ? 'pickup-stock' : 'pickup-stock pickup-stock--out'} data-testid="pickup-stock">
          {total > 0 ? PICKUP_TEXTS.stockAt(sized && chosen ? chosen.stock : total, store.name) : PICKUP_TEXTS.soldOutAt(store.name)}
        </p>
        {sized && total > 0 && (
          <label>
            <span className="visually-hidden">{PICKUP_TEXTS.size}</span>
            <select value={variantId ?? ''} onChange={(event) => setVariantId(event.target.value || null)} aria-label={`${PICKUP_TEXTS.size} of ${product.name}`}>
              <option value="">{PICKUP_TEXTS.chooseSize}</option>
              {sizes.map(({ variant, stock: left }) => (
                <option key={variant.id} value={variant.id} disabled={left <= 0}>
                  {PICKUP_TEXTS.sizeLeft(variant.variantName, left)}
                </option>
              ))}
            </select>
          </label>
        )}
        {total > 0 && (
          <AddForPickup
            store={store}
            productId={product.id}
            variantId={sized ? (chosen?.variant.id ?? null) : null}
            stock={stock}
            disabled={sized && !chosen}
            className="button"
          />
        )}
      </div>
    </ProductCard>
  );
}

// Drops empty values so the URL carries only the filters in use.
function clean(search: ShopSearch): ShopSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '')) as ShopSearch;
}
