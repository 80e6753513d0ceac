import type { Country } from '../money';
import { productPriceFor } from '../pricing';
import { isUnreleased } from './badges';
import type { SearchableProduct } from './search';
import { stockFor } from './stock';

/** How many products "You may also like" shows: one row of the shop's four-column grid. */
export const MAY_ALSO_LIKE_LIMIT = 4;

/** What the rule reads of a product (a device's ProductDoc fits). */
export interface RelatableProduct extends Omit<SearchableProduct, 'createdAt'> {
  releaseDate: string | null;
  /** A replicated soft delete, when the caller still holds one. */
  _deleted?: boolean;
}

/**
 * "You may also like" for one product (issue 10): other products of the same category or the same
 * brand that a shopper in `country` can buy now (released, not deleted, stock above zero there).
 * Most alike first: same category and brand, then same category, then same brand; within each, the
 * nearest in price, then by name. At most `limit`.
 */
export function mayAlsoLike<P extends RelatableProduct>(
  product: RelatableProduct,
  candidates: readonly P[],
  country: Country,
  now: number,
  limit = MAY_ALSO_LIKE_LIMIT,
): P[] {
  if (limit <= 0) return [];
  const price = productPriceFor(country, product);
  const ranked: Array<{ candidate: P; tier: number; distance: number }> = [];
  for (const candidate of candidates) {
    if (candidate.id === product.id || candidate._deleted) continue;
    // A product without a category (or brand) is not "the same" as another without one.
    const sameCategory = product.categoryId !== null && candidate.categoryId === product.categoryId;
    const sameBrand = product.brandId !== null && candidate.brandId === product.brandId;
    if (!sameCategory && !sameBrand) continue;
    if (isUnreleased(candidate, now)) continue;
    if (stockFor(country, candidate.stock) <= 0) continue;
    ranked.push({ candidate, tier: sameCategory && sameBrand ? 0 : sameCategory ? 1 : 2, distance: Math.abs(productPriceFor(country, candidate) - price) });
  }
  ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.distance - b.distance ||
      a.candidate.name.localeCompare(b.candidate.name, 'en') ||
      (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0),
  );
  return ranked.slice(0, limit).map((entry) => entry.candidate);
}
