import { describe, expect, it } from 'vitest';
import { followsChanges, screensTouchedBy } from './live-queries';

describe('what a change to the back office tables makes stale', () => {
  it('reads lists, dashboards, histories and the badge again, never a record open in a form', () => {
    const orders = screensTouchedBy(['orders']);
    expect(followsChanges(['admin', 'orders', 'list', { page: 1 }], orders)).toBe(true);
    expect(followsChanges(['admin', 'dashboard'], orders)).toBe(true);
    expect(followsChanges(['admin', 'attention'], orders)).toBe(true);
    expect(followsChanges(['order-approvals', 'list', {}], orders)).toBe(true);
    expect(followsChanges(['customers', 'list', {}], orders)).toBe(true);
    expect(followsChanges(['admin', 'orders', 'one', 'o-1'], orders)).toBe(false);
    expect(followsChanges(['customers', 'record', 'u-1'], orders)).toBe(false);
    expect(followsChanges(['inventory', 'list', {}], orders)).toBe(false);

    const stock = screensTouchedBy(['inventory']);
    expect(followsChanges(['inventory', 'list', {}], stock)).toBe(true);
    expect(followsChanges(['products', 'history', 'p-1'], stock)).toBe(true);
    expect(followsChanges(['products', 'record', 'p-1'], stock)).toBe(false);
    expect(followsChanges(['admin', 'attention'], stock)).toBe(false);
    expect(followsChanges(['admin', 'search', 'abc'], stock)).toBe(false);
  });

  it('knows nothing of tables outside the back office', () => {
    expect([...screensTouchedBy(['cart_items', 'favorites'])]).toEqual([]);
  });
});
