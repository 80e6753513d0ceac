import { useEffect } from 'react';
import { map, of, switchMap, type Observable } from 'rxjs';
import type { ShippingRate } from '../../../shared/checkout/totals';
import { activeShippingRate } from '../../../shared/checkout/shipping-rate';
import type { Country } from '../../../shared/money';
import { unitPriceFor } from '../../../shared/pricing';
import { knownStockFor } from '../../../shared/catalog/stock';
import type { CartItemDoc, ProductDoc, ProductVariant } from '../../../shared/sync/documents';
import type { GuestCartEntry } from '../db/shop-schemas';
import { useRxQuery } from '../db/use-rx-query';
import { useCountry } from '../region/country-store';
import { useSession } from '../session/current-user';
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

interface Joined {
  entries: Array<{ id: string; productId: string; variantId: string | null; quantity: number }>;
  products: Map<string, ProductDoc>;
}

function priceLines(joined: Joined, country: Country): CartLine[] {
  return joined.entries.map((entry) => {
    const product = joined.products.get(entry.productId) ?? null;
    const variant = entry.variantId ? (product?.variants.find((candidate) => candidate.id === entry.variantId) ?? null) : null;
    return {
      key: entry.id,
      productId: entry.productId,
      variantId: entry.variantId,
      quantity: entry.quantity,
      product,
      variant,
      stock: product ? knownStockFor(country, product.stock, entry.variantId) : null,
      // A line whose size is gone from the catalogue has no price: it cannot be bought.
      unitPrice: product && (entry.variantId === null || variant) ? unitPriceFor(country, product, variant) : null,
    };
  });
}

function useStartMergeFollower(): void {
  useEffect(() => followSignInForGuestCart(), []);
}

/** The cart of whoever is signed in (or the guest cart), joined with the catalogue and stock, live. */
export function useCartLines(): CartLinesState {
  useStartMergeFollower();
  const session = useSession();
  const source = cartSourceOf(session);
  const { country } = useCountry();
  const result = useRxQuery<CartLine[]>(
    (db) => {
      const collection = source === 'account' ? db.cart_items : db.guest_cart;
      return (collection.find({ sort: [{ id: 'asc' }] }).$ as Observable<Array<CartItemDoc | GuestCartEntry>>).pipe(
        switchMap((entries) => {
          const productIds = [...new Set(entries.map((entry) => entry.productId))];
          if (entries.length === 0) return of<Joined>({ entries: [], products: new Map() });
          // A product document carries its sizes and stock: one live lookup covers the whole line.
          return db.products.findByIds(productIds).$.pipe(map((products): Joined => ({ entries, products })));
        }),
        map((joined) => priceLines(joined, country)),
      );
    },
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
  const count = useRxQuery<number>(
    (db) => {
      const entries$ = (source === 'account' ? db.cart_items : db.guest_cart).find().$ as Observable<Array<{ quantity: number }>>;
      return entries$.pipe(map((entries) => entries.reduce((sum, entry) => sum + entry.quantity, 0)));
    },
    [source],
  );
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
