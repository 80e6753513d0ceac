import { useSyncExternalStore } from 'react';
import type { AppliedPromo } from '../../../shared/checkout/api';
import type { Country } from '../../../shared/money';

// The promo code the server accepted for this visit, shared by /cart and /checkout. Kept in
// session storage: a code is confirmed again by the server at payment, never trusted from here.

export interface AppliedPromoState {
  country: Country;
  promo: AppliedPromo;
}

const PROMO_KEY = 'toy-shop:applied-promo';

function read(): AppliedPromoState | null {
  try {
    const raw = sessionStorage.getItem(PROMO_KEY);
    return raw ? (JSON.parse(raw) as AppliedPromoState) : null;
  } catch {
    return null;
  }
}

let state: AppliedPromoState | null = typeof window === 'undefined' ? null : read();
const listeners = new Set<() => void>();

export function setAppliedPromo(next: AppliedPromoState | null): void {
  state = next;
  try {
    if (next) sessionStorage.setItem(PROMO_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(PROMO_KEY);
  } catch {
    // Kept for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => state;

/** The applied promo for a country (a code applied in the other country does not carry over). */
export function useAppliedPromo(country: Country): AppliedPromo | null {
  const applied = useSyncExternalStore(subscribe, current, current);
  return applied && applied.country === country ? applied.promo : null;
}
