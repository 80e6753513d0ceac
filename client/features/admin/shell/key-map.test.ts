import { describe, expect, it } from 'vitest';
import { commandOf, type KeyPress } from './key-map';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

describe('the back office keyboard', () => {
  it('opens the search with / and with Ctrl-K or ⌘-K, and the key list with ?', () => {
    expect(commandOf(press('/'), null, 0).command).toEqual({ kind: 'search' });
    expect(commandOf(press('k', { ctrlKey: true }), null, 0).command).toEqual({ kind: 'search' });
    expect(commandOf(press('K', { metaKey: true }), null, 0).command).toEqual({ kind: 'search' });
    expect(commandOf(press('?'), null, 0).command).toEqual({ kind: 'keys' });
    expect(commandOf(press('k'), null, 0).command).toBeNull();
    expect(commandOf(press('/', { altKey: true }), null, 0).command).toBeNull();
  });

  it('goes to orders, products, customers and inventory with g then o, p, c or i, within 1.5 s', () => {
    const afterG = commandOf(press('g'), null, 1_000);
    expect(afterG).toEqual({ command: null, pendingGoAt: 1_000 });
    expect(commandOf(press('o'), 1_000, 1_500).command).toEqual({ kind: 'go', screen: 'orders' });
    expect(commandOf(press('p'), 1_000, 1_500).command).toEqual({ kind: 'go', screen: 'products' });
    expect(commandOf(press('c'), 1_000, 1_500).command).toEqual({ kind: 'go', screen: 'customers' });
    expect(commandOf(press('i'), 1_000, 2_500).command).toEqual({ kind: 'go', screen: 'inventory' });
    // Too late, another key between, or a modifier: nothing, and the g is forgotten.
    expect(commandOf(press('o'), 1_000, 2_501)).toEqual({ command: null, pendingGoAt: null });
    expect(commandOf(press('x'), 1_000, 1_100)).toEqual({ command: null, pendingGoAt: null });
    expect(commandOf(press('o', { ctrlKey: true }), 1_000, 1_100)).toEqual({ command: null, pendingGoAt: null });
    // o alone does nothing.
    expect(commandOf(press('o'), null, 0).command).toBeNull();
  });
});
