import { describe, expect, it } from 'vitest';
import { cartItemKey } from '../../../shared/sync/cart-item-key';
import { mergedQuantity, planMergeRows, rebaseOnConflicts, type CartDocument } from './guest-cart-merge-plan';

const NOW = '2026-11-25T10:00:00.000Z';
const LATER = '2026-11-25T10:00:05.000Z';
const MAX = 999;

const accountLine = (productId: string, quantity: number, deleted = false): CartDocument => ({
  id: cartItemKey(productId, null),
  productId,
  variantId: null,
  quantity,
  updatedAt: '2026-11-20T00:00:00.000Z',
  _deleted: deleted,
});

describe('merging the guest cart into the account cart', () => {
  it('adds quantities, capped at the stock known and at the line limit', () => {
    expect(mergedQuantity(2, 3, 10, MAX)).toBe(5);
    expect(mergedQuantity(2, 3, 4, MAX)).toBe(4);
    expect(mergedQuantity(998, 5, null, MAX)).toBe(999);
  });

  it('plans a row per guest line that grows the account line, conditional on the account line as pulled', () => {
    const master = new Map([
      [cartItemKey('robot', null), accountLine('robot', 2)],
      [cartItemKey('kite', null), accountLine('kite', 5)],
      [cartItemKey('ball', null), accountLine('ball', 4, true)],
    ]);
    const rows = planMergeRows([
      { productId: 'robot', variantId: null, quantity: 1, stock: 10 },
      // Already at the stock: nothing to add, no row.
      { productId: 'kite', variantId: null, quantity: 2, stock: 5 },
      // Deleted on the account: starts again from zero.
      { productId: 'ball', variantId: null, quantity: 3, stock: null },
      { productId: 'car', variantId: 'red', quantity: 2, stock: 1 },
    ], master, NOW, MAX);
    expect(rows.map((row) => [row.next.id, row.next.quantity, row.assumed?.quantity ?? null, row.adds])).toEqual([
      [cartItemKey('robot', null), 3, 2, 1],
      [cartItemKey('ball', null), 3, 4, 3],
      [cartItemKey('car', 'red'), 1, null, 2],
    ]);
    expect(rows.every((row) => row.next.updatedAt === NOW && !row.next._deleted)).toBe(true);
  });

  it("on a conflict adds the guest quantity to the line as another device left it, and drops lines that would not grow", () => {
    const rows = planMergeRows([
      { productId: 'robot', variantId: null, quantity: 2, stock: 6 },
      { productId: 'kite', variantId: null, quantity: 1, stock: 3 },
    ], new Map(), NOW, MAX);
    const conflicts = [accountLine('robot', 3), accountLine('kite', 3), accountLine('unrelated', 1)];
    const again = rebaseOnConflicts(rows, conflicts, LATER, MAX);
    expect(again).toHaveLength(1);
    expect(again[0]!.assumed).toEqual(conflicts[0]);
    expect(again[0]!.next).toMatchObject({ id: cartItemKey('robot', null), quantity: 5, updatedAt: LATER });
  });
});
