import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { ProductDoc } from '../../../shared/sync/documents';
import { PRODUCT, TOASTS } from '../../../shared/texts';
import { formatMoney } from '../../../shared/money';
import { unitPriceFor } from '../../../shared/pricing';
import { stockFor } from '../../../shared/catalog/stock';
import { releaseTimeOf } from '../../../shared/catalog/badges';
import { COMING_SOON_TEXTS } from '../../../shared/catalog/catalog-texts';
import { addToBag } from '../cart/cart-store';
import { FavoriteButton } from '../favorites/favorite-button';
import { showToast } from '../../lib/toast/toast-store';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import { PAGE_NAME_LOADING, usePageTitle } from '../../lib/page-title/page-title-store';
import { useCountry } from '../../lib/region/country-store';
import { useShopInfo } from '../../lib/shop-info/use-shop-info';
import { productPictureUrls } from '../../../shared/catalog/product-pictures';
import { ProductGallery } from './product-gallery';
import { LaunchTime } from './launch-time';
import { ProductExtrasSlot } from './product-extras-slot';
import { afterFirstPaintComponent } from '../../lib/after-first-paint-component';
import { ProductBadge, useShownAt } from './product-badge';
import { useFreeShippingThreshold } from './use-catalogue';
import { firstScreenProduct, firstScreenShippingRates, useFirstScreenCopy } from './use-first-screen';

// What the chosen pickup store holds of this product: its own chunk, after the first paint.
const ProductPickup = afterFirstPaintComponent(() => import('../pickup/product-pickup').then((module) => module.ProductPickup));


export function ProductPage({ productId }: { productId: string }) {
  const synced = useCatalogueSynced();
  const { country, currency } = useCountry();
  // SPEC §9's return windows (30 days US, 14 UK) are the return_window_days setting.
  const returnDays = useShopInfo().returnWindowDays;
  const product = useRxQuery((db) => db.products.findOne(productId).$, [productId]);
  // The server's copy (this page's first screen, or a card the first screen showed) until the
  // device has the catalogue.
  const server = firstScreenProduct(productId);
  // Offline before the first sync finished, the device may not hold the product: the server's copy
  // is still the best there is.
  const fromServer = useFirstScreenCopy(server, [product], { keepWhile: !product.data && !!server?.product });
  const item = fromServer ? fromServer.product : product.data;
  const brandId = item?.brandId ?? null;
  const brand = useRxQuery((db) => db.brands.findOne(brandId ?? '').$, [brandId]);
  // The server's brand while the live one is still being read, if it is the same brand.
  const serverBrand = server && server.brand !== undefined && (server.brand?.id ?? null) === brandId ? server.brand : undefined;
  const shownBrand = serverBrand !== undefined && (fromServer || brand.status === 'loading') ? serverBrand : brand.data;
  const freeFrom = useFreeShippingThreshold(country, firstScreenShippingRates());
  const loading = !fromServer && (product.status === 'loading' || (product.status === 'ready' && !product.data && !synced));
  usePageTitle(item ? item.name : loading ? PAGE_NAME_LOADING : PRODUCT.notFound);

  if (loading) {
    return (
      <div data-testid="page-product">
        <p role="status">Loading product...</p>
      </div>
    );
  }
  if (!item) {
    return (
      <div data-testid="page-product" className="product-not-found">
        <h1>{PRODUCT.notFound}</h1>
        <Link to="/shop" className="button">{PRODUCT.backToShop}</Link>
      </div>
    );
  }

  return (
    <>
      <div data-testid="page-product" className="product-page">
        <nav aria-label="Breadcrumb" className="product-breadcrumb">
          <ol>
            <li><Link to="/">{PRODUCT.home}</Link></li>
            <li><Link to="/shop">{PRODUCT.shop}</Link></li>
            <li><span aria-current="page">{item.name}</span></li>
          </ol>
        </nav>
        <div className="product-detail">
          <ProductGallery images={productPictureUrls(item)} name={item.name} />
          <div className="product-info">
            {shownBrand && (
              <p className="product-brand">
                <Link to="/brand/$slug" params={{ slug: shownBrand.slug }}>{shownBrand.name}</Link>
              </p>
            )}
            <h1 className="product-title">{item.name}</h1>
            {/* Keyed by product so a new product starts with no size chosen and a quantity of 1. */}
            <PurchasePanel
              key={item.id}
              product={item}
              canAddToBag={!fromServer}
              country={country}
              formatPrice={(minor) => formatMoney(minor, currency)}
            />
            <div className="product-accordions">
              <details className="product-accordion" open>
                <summary>{PRODUCT.details}</summary>
                <p>{item.description || 'No further details for this product.'}</p>
              </details>
              <details className="product-accordion">
                <summary>{PRODUCT.shippingAndAfterSales}</summary>
                <p>Free shipping on orders over {formatMoney(freeFrom, currency)}.</p>
                <p>Returns accepted within {returnDays[country]} days for unopened items.</p>
              </details>
            </div>
          </div>
        </div>
      </div>
      {/* Beside the product's own page, not in it: its cards and badges are other products'. */}
      <ProductExtrasSlot product={item} country={country} />
    </>
  );
}

/**
 * Price, sizes, quantity, launch time, share and the bag button (SPEC §2.7, §4 "Stock"): SELECT SIZE
 * until a size is chosen when sizes exist, OUT OF STOCK at zero, else ADD TO BAG. Before a future
 * release date the button says COMING SOON, stays disabled and the launch time is shown in the
 * shopper's time zone; the favourite stays open (docs/decisions/014, 030).
 * While the page shows the server's copy (docs/decisions/016) the bag button waits for the device's
 * own copy of the product, whose stock it clamps to. The favourite does not wait: its write waits
 * for the device to finish switching to the signed-in shopper's data (userDataSettled).
 */
function PurchasePanel({ product, canAddToBag, country, formatPrice }: {
  product: ProductDoc;
  canAddToBag: boolean;
  country: 'US' | 'UK';
  formatPrice: (minor: number) => string;
}) {
  const [variantId, setVariantId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const now = useShownAt();
  // The product document carries its sizes in display order, and its stock rows.
  const variants = product.variants;
  const variant = variants.find((candidate) => candidate.id === variantId) ?? null;
  const needsSize = variants.length > 0 && !variant;
  // Before a size is chosen the stock shown is the product's total; after, that size's own.
  const available = needsSize ? stockFor(country, product.stock) : stockFor(country, product.stock, variant?.id ?? null);
  const releaseAt = releaseTimeOf(product);
  const launching = releaseAt !== null && releaseAt > now;
  const label = launching ? COMING_SOON_TEXTS.button : needsSize ? PRODUCT.selectSize : available <= 0 ? PRODUCT.outOfStock : PRODUCT.addToBag;
  const clamped = Math.max(1, Math.min(quantity, Math.max(available, 1)));
  const disabled = needsSize || available <= 0 || launching || !canAddToBag;
  return (
    <div className="product-purchase">
      <p className="product-price" data-testid="product-price">{formatPrice(unitPriceFor(country, product, variant))}</p>
      <ProductBadge product={product} country={country} now={now} className="product-page__badge" />
      {launching && (
        <p className="product-launch" id="product-launch" data-testid="product-launch">
          {COMING_SOON_TEXTS.launches} <LaunchTime at={releaseAt} />
        </p>
      )}
      {variants.length > 0 && (
        <fieldset className="product-sizes">
          <legend>Size</legend>
          <div className="product-sizes__options">
            {variants.map((option) => (
              <label key={option.id} className="product-size">
                <input
                  type="radio"
                  name="size"
                  value={option.id}
                  checked={variantId === option.id}
                  onChange={() => {
                    setVariantId(option.id);
                    setQuantity(1);
                  }}
                />
                <span>{option.variantName}</span>
                <span className="product-size__price">{formatPrice(unitPriceFor(country, product, option))}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="product-quantity">
        <span id="quantity-label">Quantity</span>
        <div className="product-stepper" role="group" aria-labelledby="quantity-label">
          <button type="button" aria-label="Decrease quantity" disabled={clamped <= 1} onClick={() => setQuantity(clamped - 1)}>−</button>
          <output aria-live="polite" data-testid="quantity">{clamped}</output>
          <button type="button" aria-label="Increase quantity" disabled={needsSize || clamped >= available} onClick={() => setQuantity(clamped + 1)}>+</button>
        </div>
      </div>
      <div className="product-actions">
        <button
          type="button"
          className="button product-add"
          data-testid="add-to-bag"
          disabled={disabled}
          aria-describedby={launching ? 'product-launch' : undefined}
          onClick={() => void addToBag(product.id, variants.length > 0 ? variantId : null, clamped)}
        >
          {label}
        </button>
        <button type="button" className="button button--quiet product-share" onClick={() => void shareProduct(product.name)}>Share</button>
        <FavoriteButton productId={product.id} productName={product.name} className="product-favorite" />
      </div>
      <ProductPickup product={product} variantId={variants.length > 0 ? variantId : null} />
    </div>
  );
}

/** The system share sheet where there is one; otherwise the link goes to the clipboard (SPEC §8). */
async function shareProduct(name: string): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: name, url });
      return;
    } catch (error) {
      // The shopper closed the sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast(TOASTS.linkCopied);
  } catch (error) {
    showToast(TOASTS.error(error instanceof Error ? error.message : 'Could not copy the link'), 'destructive');
  }
}
