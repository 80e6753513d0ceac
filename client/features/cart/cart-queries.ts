import { map, of, switchMap, type Observable } from 'rxjs';
import type { Country } from '../../../shared/money';
import { unitPriceFor } from '../../../shared/pricing';
import { knownStockFor } from '../../../shared/catalog/stock';
import type { CartItemDoc, ProductDoc } from '../../../shared/sync/documents';
import type { GuestCartEntry } from '../../lib/db/shop-schemas';
import type { ShopDatabase } from '../../lib/db/shop-database';
import type { CartSource } from './cart-store';
import type { CartLine } from './use-cart';

// The cart's live queries over the local database. Loaded with it (a dynamic import from use-cart.ts),
// so rxjs's operators stay out of the entry (docs/decisions/076).

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

/** The cart's lines, joined with the catalogue and stock and priced for the country, live. */
export function cartLines$(db: ShopDatabase, source: CartSource | null, country: Country): Observable<CartLine[]> {
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
}

/** The number of units in the cart, live. */
export function cartCount$(db: ShopDatabase, source: CartSource | null): Observable<number> {
  const entries$ = (source === 'account' ? db.cart_items : db.guest_cart).find().$ as Observable<Array<{ quantity: number }>>;
  return entries$.pipe(map((entries) => entries.reduce((sum, entry) => sum + entry.quantity, 0)));
}
