import type { Country } from '../money';
import { stockFor, type StockLevel } from './stock';

/** At or below this many units in the country a card says "Only n left" (the seeded low_stock_threshold). */
export const LOW_STOCK_LEVEL = 5;

/** A product counts as NEW for this long after its release. */
export const NEW_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** What the badge rule reads of a product (a ProductDoc fits). */
export interface BadgeProduct {
  /** ISO time; null when the product has no release date (on sale, never "new"). */
  releaseDate: string | null;
  stock: readonly StockLevel[] | null | undefined;
}

export type ProductBadge =
  | { kind: 'coming-soon'; releaseAt: number }
  | { kind: 'sold-out' }
  | { kind: 'low-stock'; left: number }
  | { kind: 'new' };

/** The release time in epoch ms, or null when there is none (or it cannot be read). */
export function releaseTimeOf(product: Pick<BadgeProduct, 'releaseDate'>): number | null {
  if (!product.releaseDate) return null;
  const at = Date.parse(product.releaseDate);
  return Number.isFinite(at) ? at : null;
}

/** Whether the product may not be sold yet: its release time is still to come. */
export function isUnreleased(product: Pick<BadgeProduct, 'releaseDate'>, now: number): boolean {
  const at = releaseTimeOf(product);
  return at !== null && at > now;
}

/**
 * The one badge a product shows (cards and product page), most useful first: COMING SOON before
 * release (stock does not matter yet), then SOLD OUT at zero country stock, then "Only n left" at
 * or below LOW_STOCK_LEVEL, then NEW within NEW_WINDOW_DAYS of release; otherwise none.
 */
export function productBadge(product: BadgeProduct, country: Country, now: number): ProductBadge | null {
  const releaseAt = releaseTimeOf(product);
  if (releaseAt !== null && releaseAt > now) return { kind: 'coming-soon', releaseAt };
  const left = stockFor(country, product.stock);
  if (left <= 0) return { kind: 'sold-out' };
  if (left <= LOW_STOCK_LEVEL) return { kind: 'low-stock', left };
  if (releaseAt !== null && now - releaseAt < NEW_WINDOW_DAYS * DAY_MS) return { kind: 'new' };
  return null;
}
