import { PRODUCT_SORTS, type ProductSort } from '../../../shared/catalog/search';
import { SHOP_URL_LIMITS } from '../../../shared/catalog/catalogue-limits';
import { optionalBoolean, optionalOneOf, optionalText, optionalWholeNumber, presentOnly } from '../../lib/url-values';

// The shop's URL (SPEC §2.6 search and category, plus the filters): every value optional, and
// anything unusable is dropped rather than failing the page. ?search=123 arrives as a number.
export interface ShopSearch {
  search?: string | undefined;
  category?: string | undefined;
  brand?: string | undefined;
  /** Whole units of the country's currency (dollars or pounds). */
  min?: number | undefined;
  max?: number | undefined;
  inStock?: boolean | undefined;
  sort?: ProductSort | undefined;
}

export function shopSearchFrom(search: Record<string, unknown>): ShopSearch {
  return presentOnly({
    search: optionalText(search.search, SHOP_URL_LIMITS.search),
    category: optionalText(search.category, SHOP_URL_LIMITS.slug),
    brand: optionalText(search.brand, SHOP_URL_LIMITS.slug),
    min: optionalWholeNumber(search.min, 0, SHOP_URL_LIMITS.price),
    max: optionalWholeNumber(search.max, 0, SHOP_URL_LIMITS.price),
    inStock: optionalBoolean(search.inStock),
    sort: optionalOneOf(search.sort, PRODUCT_SORTS),
  });
}

export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name A–Z',
};
