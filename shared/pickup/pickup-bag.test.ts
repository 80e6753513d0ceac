import { describe, expect, it } from 'vitest';
import {
  EMPTY_PICKUP_BAG, NO_PICKUP_SELECTION, PICKUP_BAG_MAX_LINES, addToPickupBag, parsePickupBag, parsePickupSelection,
  pickupBagCount, quantityInBag, removeFromPickupBag, setPickupQuantity, type PickupBag,
} from './pickup-bag';
import { pickupAvailability, storePickupStock } from './pickup-stock';

const bagAt = (storeId: string, ...lines: Array<[string, string | null, number]>): PickupBag => ({
  storeId,
  lines: lines.map(([productId, variantId, quantity]) => ({ productId, variantId, quantity })),
});

describe('pickup selection read back from storage', () => {
  it('defaults to shipping with no store', () => {
    expect(parsePickupSelection(null)).toEqual(NO_PICKUP_SELECTION);
    expect(parsePickupSelection('pickup')).toEqual({ storeId: null, deliveryMethod: 'shipping' });
  });
  it('keeps a store chosen for pickup', () => {
    expect(parsePickupSelection({ storeId: 's-1', deliveryMethod: 'pickup' })).toEqual({ storeId: 's-1', deliveryMethod: 'pickup' });
  });
  it('does not keep pickup without a store, nor unknown methods', () => {
    expect(parsePickupSelection({ storeId: null, deliveryMethod: 'pickup' })).toEqual(NO_PICKUP_SELECTION);
    expect(parsePickupSelection({ storeId: 's-1', deliveryMethod: 'drone' })).toEqual({ storeId: 's-1', deliveryMethod: 'shipping' });
    expect(parsePickupSelection({ storeId: 42, deliveryMethod: 'pickup' })).toEqual(NO_PICKUP_SELECTION);
  });
});

describe('pickup bag read back from storage', () => {
  it('is empty for anything unreadable', () => {
    for (const value of [null, 3, 'x', [], { lines: [] }, { storeId: '', lines: [] }, { storeId: 's', lines: 'no' }]) {
      expect(parsePickupBag(value)).toEqual(EMPTY_PICKUP_BAG);
    }
  });
  it('keeps well-formed lines only and merges repeats', () => {
    const parsed = parsePickupBag({
      storeId: 's-1',
      lines: [
        { productId: 'p-1', variantId: null, quantity: 2 },
        { productId: 'p-1', quantity: 1 },
        { productId: 'p-2', variantId: 'v-1', quantity: 0 },
        { productId: 'p-3', variantId: 7, quantity: 1 },
        { productId: 'p-4', variantId: 'v-2', quantity: 1.5 },
        { productId: 'p-5', variantId: 'v-3', quantity: 1000 },
        'junk',
      ],
    });
    expect(parsed).toEqual(bagAt('s-1', ['p-1', null, 3], ['p-5', 'v-3', 99]));
  });
  it('an all-invalid bag belongs to no store', () => {
    expect(parsePickupBag({ storeId: 's-1', lines: [{ productId: '', quantity: 1 }] })).toEqual(EMPTY_PICKUP_BAG);
  });
});

describe('adding to the pickup bag', () => {
  it('starts an empty bag for the store and adds the line', () => {
    const outcome = addToPickupBag(EMPTY_PICKUP_BAG, 's-1', { productId: 'p-1', variantId: 'v-1', quantity: 1 }, 3);
    expect(outcome).toEqual({ kind: 'added', quantity: 1, bag: bagAt('s-1', ['p-1', 'v-1', 1]) });
  });
  it('adds to the same product and size, keeps sizes apart', () => {
    let bag = bagAt('s-1', ['p-1', 'v-1', 1]);
    bag = addToPickupBag(bag, 's-1', { productId: 'p-1', variantId: 'v-1', quantity: 1 }, 5).bag;
    bag = addToPickupBag(bag, 's-1', { productId: 'p-1', variantId: 'v-2', quantity: 1 }, 5).bag;
    expect(bag).toEqual(bagAt('s-1', ['p-1', 'v-1', 2], ['p-1', 'v-2', 1]));
    expect(quantityInBag(bag, 'p-1', 'v-1')).toBe(2);
    expect(pickupBagCount(bag)).toBe(3);
  });
  it("caps at the store's stock and says so", () => {
    const bag = bagAt('s-1', ['p-1', null, 2]);
    const outcome = addToPickupBag(bag, 's-1', { productId: 'p-1', variantId: null, quantity: 5 }, 3);
    expect(outcome).toEqual({ kind: 'capped', quantity: 3, available: 3, bag: bagAt('s-1', ['p-1', null, 3]) });
    const again = addToPickupBag(outcome.bag, 's-1', { productId: 'p-1', variantId: null, quantity: 1 }, 3);
    expect(again).toEqual({ kind: 'capped', quantity: 3, available: 3, bag: outcome.bag });
  });
  it('refuses a sold-out line', () => {
    expect(addToPickupBag(EMPTY_PICKUP_BAG, 's-1', { productId: 'p-1', variantId: null, quantity: 1 }, 0)).toEqual({ kind: 'sold-out', bag: EMPTY_PICKUP_BAG });
  });
  it('refuses to mix stores and leaves the bag as it was', () => {
    const bag = bagAt('s-A', ['p-1', null, 1]);
    const outcome = addToPickupBag(bag, 's-B', { productId: 'p-2', variantId: null, quantity: 1 }, 4);
    expect(outcome).toEqual({ kind: 'other-store', bag, bagStoreId: 's-A', requestedStoreId: 's-B' });
    expect(outcome.bag).toBe(bag);
  });
  it('an emptied bag takes any store', () => {
    const emptied = removeFromPickupBag(bagAt('s-A', ['p-1', null, 1]), 'p-1', null);
    expect(emptied).toEqual(EMPTY_PICKUP_BAG);
    expect(addToPickupBag(emptied, 's-B', { productId: 'p-2', variantId: null, quantity: 1 }, 4).kind).toBe('added');
  });
  it('holds at most so many lines', () => {
    const full = bagAt('s-1', ...Array.from({ length: PICKUP_BAG_MAX_LINES }, (_, index) => [`p-${index}`, null, 1] as [string, null, number]));
    expect(addToPickupBag(full, 's-1', { productId: 'p-new', variantId: null, quantity: 1 }, 4).kind).toBe('bag-full');
    expect(addToPickupBag(full, 's-1', { productId: 'p-0', variantId: null, quantity: 1 }, 4).kind).toBe('added');
  });
});

describe('changing the pickup bag', () => {
  it('sets a quantity, capped at the stock; 0 removes the line', () => {
    const bag = bagAt('s-1', ['p-1', null, 1], ['p-2', 'v', 1]);
    expect(setPickupQuantity(bag, 'p-1', null, 4, 3)).toEqual(bagAt('s-1', ['p-1', null, 3], ['p-2', 'v', 1]));
    expect(setPickupQuantity(bag, 'p-1', null, 0)).toEqual(bagAt('s-1', ['p-2', 'v', 1]));
    expect(setPickupQuantity(bag, 'p-1', null, 2, 0)).toEqual(bagAt('s-1', ['p-2', 'v', 1]));
  });
  it('removes a line by product and size', () => {
    const bag = bagAt('s-1', ['p-1', 'v-1', 1], ['p-1', 'v-2', 1]);
    expect(removeFromPickupBag(bag, 'p-1', 'v-1')).toEqual(bagAt('s-1', ['p-1', 'v-2', 1]));
  });
});

describe('a store’s pickup stock', () => {
  const rows = [
    { storeId: 's-1', productId: 'p-1', variantId: 'v-1', stock: 3 },
    { storeId: 's-1', productId: 'p-1', variantId: 'v-2', stock: 0 },
    { storeId: 's-2', productId: 'p-1', variantId: 'v-1', stock: 9 },
    { storeId: 's-1', productId: 'p-2', variantId: null, stock: 0 },
  ];
  it('reads one size, every size, or not offered', () => {
    expect(storePickupStock(rows, 's-1', 'p-1', 'v-1')).toBe(3);
    expect(storePickupStock(rows, 's-1', 'p-1')).toBe(3);
    expect(storePickupStock(rows, 's-1', 'p-1', 'v-3')).toBeNull();
    expect(storePickupStock(rows, 's-2', 'p-2')).toBeNull();
  });
  it('says available, sold out, or not offered', () => {
    expect(pickupAvailability(rows, 's-1', 'p-1', 'v-1')).toEqual({ kind: 'available', stock: 3 });
    expect(pickupAvailability(rows, 's-1', 'p-1', 'v-2')).toEqual({ kind: 'sold-out' });
    expect(pickupAvailability(rows, 's-1', 'p-2', null)).toEqual({ kind: 'sold-out' });
    expect(pickupAvailability(rows, 's-2', 'p-2')).toEqual({ kind: 'not-offered' });
  });
});
