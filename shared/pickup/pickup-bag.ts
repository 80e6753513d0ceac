// The pickup bag and the chosen pickup store, as kept on the shopper's device (SPEC §3, store
// pickup state). Pure rules only: the client keeps the values in localStorage, the checkout reads
// them, and the server prices and stocks every line again.

/** How the shopper wants their order: sent to an address (the default) or collected at a store. */
export type DeliveryMethod = 'shipping' | 'pickup';

/** The store chosen for pickup and the delivery method. */
export interface PickupSelection {
  storeId: string | null;
  deliveryMethod: DeliveryMethod;
}

/** One line of the pickup bag (variantId null: a product without sizes). */
export interface PickupLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/** The pickup bag: lines for one store only. */
export interface PickupBag {
  storeId: string | null;
  lines: readonly PickupLine[];
}

/** Most of one line a bag holds (the store's stock caps it further). */
export const PICKUP_LINE_MAX_QUANTITY = 99;
/** Most lines a bag holds. */
export const PICKUP_BAG_MAX_LINES = 50;

export const NO_PICKUP_SELECTION: PickupSelection = { storeId: null, deliveryMethod: 'shipping' };
export const EMPTY_PICKUP_BAG: PickupBag = { storeId: null, lines: [] };

const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 64;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored selection read back: anything unreadable is the default (shipping, no store). */
export function parsePickupSelection(value: unknown): PickupSelection {
  if (!isRecord(value)) return NO_PICKUP_SELECTION;
  const storeId = isId(value.storeId) ? value.storeId : null;
  // Pickup without a store means nothing: fall back to shipping.
  const deliveryMethod: DeliveryMethod = value.deliveryMethod === 'pickup' && storeId !== null ? 'pickup' : 'shipping';
  return { storeId, deliveryMethod };
}

/** A stored bag read back (storage is anyone's to edit): well-formed lines only, each product/size once. */
export function parsePickupBag(value: unknown): PickupBag {
  if (!isRecord(value) || !isId(value.storeId) || !Array.isArray(value.lines)) return EMPTY_PICKUP_BAG;
  let lines: PickupLine[] = [];
  for (const line of value.lines) {
    if (!isRecord(line) || !isId(line.productId)) continue;
    const variantId = line.variantId === null || line.variantId === undefined ? null : line.variantId;
    if (variantId !== null && !isId(variantId)) continue;
    const quantity = line.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue;
    if (lines.length >= PICKUP_BAG_MAX_LINES) break;
    lines = addToLines(lines, { productId: line.productId, variantId, quantity }, PICKUP_LINE_MAX_QUANTITY);
  }
  return lines.length === 0 ? EMPTY_PICKUP_BAG : { storeId: value.storeId, lines };
}

const sameItem = (a: Pick<PickupLine, 'productId' | 'variantId'>, b: Pick<PickupLine, 'productId' | 'variantId'>) =>
  a.productId === b.productId && a.variantId === b.variantId;

function addToLines(lines: readonly PickupLine[], line: PickupLine, cap: number): PickupLine[] {
  const existing = lines.find((held) => sameItem(held, line));
  if (!existing) return [...lines, { ...line, quantity: Math.min(line.quantity, cap) }];
  return lines.map((held) => (held === existing ? { ...held, quantity: Math.min(held.quantity + line.quantity, cap) } : held));
}

/** The quantity of a product/size the bag holds (0 when none). */
export function quantityInBag(bag: PickupBag, productId: string, variantId: string | null): number {
  return bag.lines.find((line) => sameItem(line, { productId, variantId }))?.quantity ?? 0;
}

/** What adding a line came to; `other-store` leaves the bag as it was, for the shopper to choose. */
export type AddToPickupBagOutcome =
  | { kind: 'added'; bag: PickupBag; quantity: number }
  | { kind: 'capped'; bag: PickupBag; quantity: number; available: number }
  | { kind: 'sold-out'; bag: PickupBag }
  | { kind: 'bag-full'; bag: PickupBag }
  | { kind: 'other-store'; bag: PickupBag; bagStoreId: string; requestedStoreId: string };

/**
 * Adds `quantity` of a product/size from `storeId` to the bag, at most the store's `stock` in all.
 * A bag never mixes stores: a line for another store is refused (`other-store`) and the bag kept.
 */
export function addToPickupBag(
  bag: PickupBag,
  storeId: string,
  line: PickupLine,
  stock: number,
): AddToPickupBagOutcome {
  const holdsLines = bag.lines.length > 0 && bag.storeId !== null;
  if (holdsLines && bag.storeId !== storeId) {
    return { kind: 'other-store', bag, bagStoreId: bag.storeId!, requestedStoreId: storeId };
  }
  const base: PickupBag = holdsLines ? bag : { storeId, lines: [] };
  const available = Math.max(0, Math.min(stock, PICKUP_LINE_MAX_QUANTITY));
  const held = quantityInBag(base, line.productId, line.variantId);
  if (available === 0) return { kind: 'sold-out', bag };
  if (held === 0 && base.lines.length >= PICKUP_BAG_MAX_LINES) return { kind: 'bag-full', bag };
  const wanted = Math.max(1, Math.floor(line.quantity));
  const quantity = Math.min(held + wanted, available);
  if (quantity <= held) return { kind: 'capped', bag, quantity: held, available };
  const next = { storeId, lines: addToLines(base.lines, { ...line, quantity: quantity - held }, available) };
  return quantity < held + wanted
    ? { kind: 'capped', bag: next, quantity, available }
    : { kind: 'added', bag: next, quantity };
}

/** The bag with a line's quantity set (0 or less removes it), at most `stock`. */
export function setPickupQuantity(
  bag: PickupBag,
  productId: string,
  variantId: string | null,
  quantity: number,
  stock: number = PICKUP_LINE_MAX_QUANTITY,
): PickupBag {
  const cap = Math.max(0, Math.min(stock, PICKUP_LINE_MAX_QUANTITY));
  const wanted = Math.min(Math.floor(quantity), cap);
  if (!Number.isFinite(wanted) || wanted < 1) return removeFromPickupBag(bag, productId, variantId);
  return { ...bag, lines: bag.lines.map((line) => (sameItem(line, { productId, variantId }) ? { ...line, quantity: wanted } : line)) };
}

/** The bag without a product/size; an emptied bag belongs to no store. */
export function removeFromPickupBag(bag: PickupBag, productId: string, variantId: string | null): PickupBag {
  const lines = bag.lines.filter((line) => !sameItem(line, { productId, variantId }));
  return lines.length === 0 ? EMPTY_PICKUP_BAG : { ...bag, lines };
}

/** How many items the bag holds. */
export function pickupBagCount(bag: PickupBag): number {
  return bag.lines.reduce((sum, line) => sum + line.quantity, 0);
}
