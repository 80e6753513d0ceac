import type { FirstScreen, FirstScreenShopSearch } from '../../../shared/catalog/first-screen';
import type { BrandDoc, ProductDoc, ShippingRateDoc } from '../../../shared/sync/documents';
import { firstScreen } from '../../lib/first-screen';
import type { RxQueryResult } from '../../lib/db/use-rx-query';
import { useCatalogueSynced } from '../../lib/db/load-shop-database';
import type { ShopSearch } from './shop-search';

// Pages render the server's first screen (docs/decisions/016) until the catalogue's first sync has
// finished and their live queries have answered, then the live data: the same documents in the
// same order, so React keeps the same elements. useFirstScreenCopy makes that choice for all of them.

/** The inlined first screen when it was made for this route. */
export function firstScreenFor<R extends FirstScreen['route']>(route: R): Extract<FirstScreen, { route: R }> | null {
  const payload = firstScreen();
  return payload?.route === route ? (payload as Extract<FirstScreen, { route: R }>) : null;
}

/**
 * The server's copy while a page should still show it rather than its live queries: until the
 * catalogue's first sync has finished and every live query has answered, or while `keepWhile` holds
 * (a page's own reason, such as a product the device does not hold yet). null: show the live data.
 */
export function firstScreenCopy<T>(server: T | null | undefined, synced: boolean, live: readonly RxQueryResult<unknown>[], keepWhile = false): T | null {
  if (!server) return null;
  return !synced || live.some((query) => query.status === 'loading') || keepWhile ? server : null;
}

/**
 * The one choice every catalogue page makes between the server's copy (the first screen) and its
 * live data from the device (docs/decisions/064): the copy, or null once the live data stands.
 */
export function useFirstScreenCopy<T>(server: T | null | undefined, live: readonly RxQueryResult<unknown>[], { keepWhile = false } = {}): T | null {
  return firstScreenCopy(server, useCatalogueSynced(), live, keepWhile);
}

/** Whether a shop listing from the server answers exactly this shop URL. */
export function answersShopSearch(server: FirstScreenShopSearch, search: ShopSearch): boolean {
  return (
    search.min === undefined &&
    search.max === undefined &&
    search.inStock === undefined &&
    (search.search?.trim() ?? '') === server.term &&
    (search.category || null) === server.category &&
    (search.brand || null) === server.brand &&
    (search.sort ?? null) === server.sort
  );
}

/**
 * A product from the first screen: its own page's (product null: the server has no such product),
 * or one of the cards it showed, so following a card is instant too. undefined: not in it.
 * brand undefined: the first screen does not say.
 */
export function firstScreenProduct(productId: string): { product: ProductDoc | null; brand: BrandDoc | null | undefined } | undefined {
  const payload = firstScreen();
  if (!payload) return undefined;
  if (payload.route === 'product') {
    return payload.productId === productId ? { product: payload.product, brand: payload.brand } : undefined;
  }
  const cards = payload.route === 'home' ? payload.featured : payload.products;
  const product = cards.find((candidate) => candidate.id === productId);
  if (!product) return undefined;
  const brands: readonly BrandDoc[] = payload.route === 'brand' ? [payload.brand] : payload.route === 'new-arrivals' ? [] : payload.brands;
  return { product, brand: brands.find((brand) => brand.id === product.brandId) };
}

/** The active shipping rates the first screen carries (home and product pages), if any. */
export function firstScreenShippingRates(): readonly ShippingRateDoc[] | undefined {
  const payload = firstScreen();
  return payload?.route === 'home' || payload?.route === 'product' ? payload.shippingRates : undefined;
}
