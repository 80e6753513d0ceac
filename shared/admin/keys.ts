import type { AdminScreen } from '../roles';

// The back office's keyboard (issue 25, docs/decisions/098). None of these keys does anything while
// a field, a select or an editable area has focus: there they type.

/** `g` then one of these goes to the screen. */
export const GO_KEYS: Readonly<Record<string, AdminScreen>> = { o: 'orders', p: 'products', c: 'customers', i: 'inventory' };

/** How long `g` waits for its second key. */
export const GO_KEY_WAIT_MS = 1500;

export const KEYS_TEXTS = {
  title: 'Keyboard shortcuts',
  close: 'Close',
  fieldsNote: 'None of these keys works while you are typing in a field.',
} as const;

/** The list `?` shows: each shortcut's keys, as typed, and what it does. */
export const KEYS_HELP: ReadonlyArray<{ keys: readonly string[]; what: string }> = [
  { keys: ['/'], what: 'Search orders, pickup codes, customers, products, stores and screens' },
  { keys: ['Ctrl', 'K'], what: 'Search (⌘ K on a Mac)' },
  { keys: ['g', 'o'], what: 'Go to Orders' },
  { keys: ['g', 'p'], what: 'Go to Products' },
  { keys: ['g', 'c'], what: 'Go to Customers' },
  { keys: ['g', 'i'], what: 'Go to Inventory' },
  { keys: ['?'], what: 'Show this list' },
  { keys: ['Esc'], what: 'Close a dialog or menu' },
  { keys: ['↑', '↓', 'Enter'], what: 'In the search: move through the results and open one' },
];
