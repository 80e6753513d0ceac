import { useState } from 'react';

export interface CartSelection {
  selected: ReadonlySet<string>;
  allSelected: boolean;
  toggle(key: string): void;
  /** SPEC §4: when all are selected, toggle-all clears the selection; otherwise it selects all. */
  toggleAll(): void;
}

/**
 * Which lines the summary and payment work on (SPEC §4 "Cart source"). Every line is selected
 * after a load, and a line added later arrives selected: the state is what the shopper unticked.
 * Lines that cannot be bought are never selected. A change of cart (sign-in, sign-out) starts over.
 */
export function useCartSelection(selectableKeys: readonly string[], cartIdentity: string): CartSelection {
  const [state, setState] = useState<{ identity: string; unticked: ReadonlySet<string> }>({ identity: cartIdentity, unticked: new Set() });
  const unticked = state.identity === cartIdentity ? state.unticked : new Set<string>();
  const selected = new Set(selectableKeys.filter((key) => !unticked.has(key)));
  const allSelected = selectableKeys.length > 0 && selected.size === selectableKeys.length;

  const update = (next: ReadonlySet<string>) => setState({ identity: cartIdentity, unticked: next });
  return {
    selected,
    allSelected,
    toggle(key) {
      const next = new Set(unticked);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      update(next);
    },
    toggleAll() {
      update(allSelected ? new Set(selectableKeys) : new Set());
    },
  };
}
