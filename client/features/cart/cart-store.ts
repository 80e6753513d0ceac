import type { RxCollection } from 'rxdb/plugins/core';
import type { CartItemDoc } from '../../../shared/sync/documents';
import { cartItemKey } from '../../../shared/sync/cart-item-key';
import type { Country } from '../../../shared/money';
import { unitPriceFor } from '../../../shared/pricing';
import { knownStockFor } from '../../../shared/catalog/stock';
import { TOASTS } from '../../../shared/texts';
import { loadShopData } from '../../lib/db/load-shop-database';
import type { ShopDatabase } from '../../lib/db/shop-database';
import type { GuestCartEntry } from '../../lib/db/shop-schemas';
import { currentCountry } from '../../lib/region/country-store';
import { knownSession, type SessionState } from '../../lib/session/current-user';
import { showToast } from '../../lib/toast/toast-store';
import { announceAddedToBag } from '../../lib/events/added-to-bag';
import { forgetSeenPrices, rememberSeenPrices } from './seen-prices';

// The cart's one writer. SPEC §4 "Cart source": the device's guest cart when nobody is signed in,
// the account's cart (cart_items, replicated both ways) when someone is. Both are keyed by
// cartItemKey(product, variant), so "same product and variant" is one line.

/** Largest quantity of one line (the cart_items schema's bound). */
export const MAX_LINE_QUANTITY = 999;

export type CartSource = 'guest' | 'account';

/** Which cart a session reads and writes; null while the session is still being asked. */
export function cartSourceOf(session: SessionState): CartSource | null {
  if (session.status !== 'ready') return null;
  return session.user ? 'account' : 'guest';
}

type LineCollection = RxCollection<CartItemDoc> | RxCollection<GuestCartEntry>;

async function activeCart(): Promise<{ db: ShopDatabase; source: CartSource; collection: LineCollection }> {
  const [session, { db, userDataSettled }] = await Promise.all([knownSession(), loadShopData()]);
  const source = cartSourceOf(session) ?? 'guest';
  if (source === 'account') await userDataSettled();
  return { db, source, collection: source === 'account' ? db.cart_items : db.guest_cart };
}

/** Stock of one product (and size) in a country, or null when the device holds no stock row for it. */
export async function availableStock(db: ShopDatabase, country: Country, productId: string, variantId: string | null): Promise<number | null> {
  const product = await db.products.findOne(productId).exec();
  return product ? knownStockFor(country, product.stock, variantId) : null;
}

function clampQuantity(quantity: number, stock: number | null): number {
  const limit = Math.min(MAX_LINE_QUANTITY, stock ?? MAX_LINE_QUANTITY);
  return Math.max(0, Math.min(Math.floor(quantity), limit));
}

async function writeQuantity(collection: LineCollection, source: CartSource, key: string, productId: string, variantId: string | null, quantity: (old: number) => number): Promise<number> {
  const stamp = () => (source === 'account' ? { updatedAt: new Date().toISOString() } : {});
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await (collection as RxCollection<GuestCartEntry>).findOne(key).exec();
    if (existing) {
      let written = existing.quantity;
      await existing.incrementalModify((doc) => {
        written = quantity(doc.quantity);
        return written < 1 ? doc : { ...doc, quantity: written, ...stamp() };
      });
      return written;
    }
    const fresh = quantity(0);
    if (fresh < 1) return 0;
    try {
      await (collection as RxCollection<GuestCartEntry & { updatedAt?: string }>).insert({ id: key, productId, variantId, quantity: fresh, ...stamp() });
      return fresh;
    } catch {
      // Another tab inserted the same line a moment ago: go round and add to it instead.
    }
  }
  throw new Error('The cart line could not be written');
}

/**
 * Adds to the cart: the same product and variant is one line whose quantity grows (SPEC §4),
 * never past the stock this device knows of. Resolves with the units actually added.
 */
export async function addToCart(productId: string, variantId: string | null, quantity: number): Promise<number> {
  if (!Number.isInteger(quantity) || quantity < 1) return 0;
  const { db, source, collection } = await activeCart();
  const { country } = currentCountry();
  const stock = await availableStock(db, country, productId, variantId);
  const key = cartItemKey(productId, variantId);
  await rememberPriceOnShow(db, country, key, productId, variantId);
  let before = 0;
  const after = await writeQuantity(collection, source, key, productId, variantId, (old) => {
    before = old;
    return Math.max(old, clampQuantity(old + quantity, stock));
  });
  return Math.max(0, after - before);
}

// The price on the product page when the shopper added the line is the price they saw.
async function rememberPriceOnShow(db: ShopDatabase, country: Country, key: string, productId: string, variantId: string | null): Promise<void> {
  const product = await db.products.findOne(productId).exec();
  const variant = variantId ? (product?.variants.find((candidate) => candidate.id === variantId) ?? null) : null;
  if (product && (variantId === null || variant)) rememberSeenPrices(country, [{ key, unitPrice: unitPriceFor(country, product, variant) }]);
}

/** Sets a line's quantity; below 1 is ignored (SPEC §5), above the known stock is capped. */
export async function setQuantity(key: string, quantity: number): Promise<void> {
  if (!Number.isInteger(quantity) || quantity < 1) return;
  const { db, source, collection } = await activeCart();
  const line = await (collection as RxCollection<GuestCartEntry>).findOne(key).exec();
  if (!line) return;
  const stock = await availableStock(db, currentCountry().country, line.productId, line.variantId);
  const target = Math.max(1, clampQuantity(quantity, stock));
  await writeQuantity(collection, source, key, line.productId, line.variantId, () => target);
}

/** Removes one line. */
export async function removeLine(key: string): Promise<void> {
  await clearLines([key]);
}

/** Removes the given lines (after payment: the lines that were paid for). */
export async function clearLines(keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const { collection } = await activeCart();
  await (collection as RxCollection<GuestCartEntry>).bulkRemove([...keys]);
  forgetSeenPrices(keys);
}

/**
 * ADD TO BAG: adds and tells the shopper (SPEC §8 "Added to cart" / "Error" plus the message), and
 * opens the mini-cart on what was added.
 */
export async function addToBag(productId: string, variantId: string | null, quantity: number): Promise<void> {
  try {
    const added = await addToCart(productId, variantId, quantity);
    if (added > 0) {
      showToast(TOASTS.addedToCart(added));
      announceAddedToBag(productId, variantId, added);
    }
    else showToast(TOASTS.error('There is no more stock of this item to add.'), 'destructive');
  } catch (error) {
    showToast(TOASTS.error(error instanceof Error ? error.message : 'Could not add to cart'), 'destructive');
  }
}
