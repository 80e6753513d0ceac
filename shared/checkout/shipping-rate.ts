import type { Country } from '../money';
import type { ShippingRate } from './totals';

/** What the rule needs of a shipping_rates row (a synced document, a first-screen row or a database row). */
export interface ShippingRateCandidate {
  id: string;
  country: Country;
  baseRate: number;
  freeShippingThreshold: number;
  isActive: boolean;
}

/**
 * The country's shipping rate (DECISIONS.md "Shipping and tax"): the cheapest active row (lowest base
 * rate, then id, so two equal rates always pick the same one); null when there is none (defaults apply).
 * Callers pass live rows only (soft-deleted rows never reach devices, and the server filters them).
 */
export function activeShippingRate(rows: readonly ShippingRateCandidate[], country: Country): ShippingRate | null {
  let cheapest: ShippingRateCandidate | null = null;
  for (const row of rows) {
    if (row.country !== country || !row.isActive) continue;
    if (cheapest === null || row.baseRate < cheapest.baseRate || (row.baseRate === cheapest.baseRate && row.id < cheapest.id)) cheapest = row;
  }
  return cheapest ? { baseRate: cheapest.baseRate, freeShippingThreshold: cheapest.freeShippingThreshold } : null;
}
