import { useEffect } from 'react';
import type { ShippingRate } from '../../../shared/checkout/totals';
import { activeShippingRate } from '../../../shared/checkout/shipping-rate';
import type { Country } from '../../../shared/money';
import type { ProductDoc, ProductVariant } from '../../../shared/sync/documents';
import { useRxQuery } from '../../lib/db/use-rx-query';
import { useCountry } from '../../lib/region/country-store';
import { useSession } from '../../lib/session/current-user';
import { cartSourceOf, type CartSource } from './cart-store';
import { followSignInForGuestCart } from './guest-cart-merge';

/** One cart line as the shopper sees it, priced for the current country. */
export interface CartLine {
  /** cartItemKey(productId, variantId): the line's id in either cart. */
  key: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  /** Null when the product is not (or no longer) in the device's catalogue. */
  product: ProductDoc | null;
  variant: ProductVariant | null;
  /** Stock for the country; null when the device holds no stock row for the line. */
  stock: number | null;
  /** unitPriceFor(country, product, variant); null without the product. */
  unitPrice: number | null;
}

export type CartLinesState =
  | { status: 'loading'; source: CartSource | null; lines: CartLine[] }
  | { status: 'ready'; source: CartSource; lines: CartLine[] };

function useStartMergeFollower(): void {
  useEffect(() => followSignInForGuestCart(), []);
}

/** The cart of whoever is signed in (or the guest cart), joined with the catalogue and stock, live. */
export function useCartLines(): CartLinesState {
  useStartMergeFollower();
  const session = useSession();
  const source = cartSourceOf(session);
  const { country } = useCountry();
  // The query's operators (rxjs) come with the local database, not with the entry (docs/decisions/076).
  const result = useRxQuery<CartLine[]>(
    (db) => import('./cart-queries').then((queries) => queries.cartLines$(db, source, country)),
    [source, country],
  );
  if (source === null || result.status !== 'ready') return { status: 'loading', source, lines: [] };
  return { status: 'ready', source, lines: result.data };
}

/**
 * The header badge (SPEC §2.2/§4 "reflects cart item count"): the number of units in the cart,
 * the same count the "{n} item(s) added to your cart" toast speaks of. 0 while loading.
 */
export function useCartCount(): number {
  useStartMergeFollower();
  const source = cartSourceOf(useSession());
  const count = useRxQuery<number>((db) => import('./cart-queries').then((queries) => queries.cartCount$(db, source)), [source]);
  return source === null ? 0 : (count.data ?? 0);
}

/** The country's active shipping rate on this device (lowest base rate first); null for the defaults. */
export function useShippingRate(country: Country): ShippingRate | null {
  const rates = useRxQuery(
    (db) => db.shipping_rates.find({ selector: { country, isActive: true } }).$,
    [country],
  );
  return activeShippingRate(rates.data ?? [], country);
}
