import * as z from 'zod/mini';
import { PRODUCT_SORTS, type ProductSort } from '../../../shared/catalog/search';
import { SHOP_URL_LIMITS } from '../../../shared/catalog/catalogue-limits';

// The shop's URL (SPEC §2.6 search and category, plus the filters): every value optional, and
// anything unusable is dropped rather than failing the page. ?search=123 arrives as a number.
export const shopSearchSchema = z.object({
  search: z.catch(z.optional(z.coerce.string().check(z.maxLength(SHOP_URL_LIMITS.search))), undefined),
  category: z.catch(z.optional(z.coerce.string().check(z.maxLength(SHOP_URL_LIMITS.slug))), undefined),
  brand: z.catch(z.optional(z.coerce.string().check(z.maxLength(SHOP_URL_LIMITS.slug))), undefined),
  /** Whole units of the country's currency (dollars or pounds). */
  min: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(SHOP_URL_LIMITS.price))), undefined),
  max: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(SHOP_URL_LIMITS.price))), undefined),
  inStock: z.catch(z.optional(z.boolean()), undefined),
  sort: z.catch(z.optional(z.enum(PRODUCT_SORTS)), undefined),
});
export type ShopSearch = z.infer<typeof shopSearchSchema>;

export const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name A–Z',
};
