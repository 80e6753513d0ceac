import {
  EMPTY_PICKUP_BAG, addToPickupBag, parsePickupBag, removeFromPickupBag, setPickupQuantity,
  type AddToPickupBagOutcome, type PickupBag, type PickupLine,
} from '../../../shared/pickup/pickup-bag';
import { createLocalStore, useLocalStore } from '../../lib/local-store';

// The pickup bag on the device: lines for one store (shared/pickup/pickup-bag.ts holds the rules).
// Prices and stock are checked again by the server at checkout.

const pickupBag = createLocalStore<PickupBag>('toy-shop:pickup-bag', parsePickupBag, EMPTY_PICKUP_BAG);

/** The pickup bag; follows this tab and the others. */
export function usePickupBag(): PickupBag {
  return useLocalStore(pickupBag);
}

/** The bag now, outside React. */
export function readPickupBag(): PickupBag {
  return pickupBag.read();
}

/**
 * Adds a line for `storeId`, at most the store's `stock` in all. When the bag holds another store's
 * lines nothing changes and the outcome is `other-store`: the caller asks the shopper to choose
 * (`replacePickupBag` empties it and adds, or keep the bag as it is).
 */
export function addPickupLine(storeId: string, line: PickupLine, stock: number): AddToPickupBagOutcome {
  const outcome = addToPickupBag(pickupBag.read(), storeId, line, stock);
  if (outcome.kind === 'added' || outcome.kind === 'capped') pickupBag.write(outcome.bag);
  return outcome;
}

/** Empties the bag and adds the line for `storeId` (the shopper chose to switch stores). */
export function replacePickupBag(storeId: string, line: PickupLine, stock: number): AddToPickupBagOutcome {
  const outcome = addToPickupBag(EMPTY_PICKUP_BAG, storeId, line, stock);
  pickupBag.write(outcome.bag);
  return outcome;
}

/** Sets a line's quantity (0 removes it), at most `stock`. */
export function setPickupLineQuantity(productId: string, variantId: string | null, quantity: number, stock?: number): void {
  pickupBag.update((bag) => setPickupQuantity(bag, productId, variantId, quantity, stock));
}

/** Removes a product/size from the bag. */
export function removePickupLine(productId: string, variantId: string | null): void {
  pickupBag.update((bag) => removeFromPickupBag(bag, productId, variantId));
}

/** Empties the bag (after a pickup order is placed, or when the shopper switches stores). */
export function clearPickupBag(): void {
  pickupBag.write(EMPTY_PICKUP_BAG);
}
