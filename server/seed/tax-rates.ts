import type { NewRow } from '../db/schema';
import { daysFrom } from './clock';
import { seedId } from './ids';

/**
 * Statewide sales tax in basis points (1% = 100). Where a state's rate has a half basis
 * point (MN 6.875%) it is rounded half up. UT and VA use the statewide minimum shoppers
 * pay, which includes a local share levied everywhere in the state.
 */
export const STATE_TAX_BPS: Readonly<Record<string, number>> = {
  AL: 400, AK: 0, AZ: 560, AR: 650, CA: 725, CO: 290, CT: 635, DE: 0, DC: 600, FL: 600,
  GA: 400, HI: 400, ID: 600, IL: 625, IN: 700, IA: 600, KS: 650, KY: 600, LA: 500, ME: 550,
  MD: 600, MA: 625, MI: 600, MN: 688, MS: 700, MO: 423, MT: 0, NE: 550, NV: 685, NH: 0,
  NJ: 663, NM: 488, NY: 400, NC: 475, ND: 500, OH: 575, OK: 450, OR: 0, PA: 600, RI: 700,
  SC: 600, SD: 420, TN: 700, TX: 625, UT: 610, VT: 600, VA: 530, WA: 650, WV: 600, WI: 500,
  WY: 400,
};

/** City rates that override the state rate for ZIP codes starting with the prefix. */
export const ZIP_TAX_OVERRIDES: readonly { state: string; zipPrefix: string; rateBps: number; city: string }[] = [
  { state: 'NY', zipPrefix: '100', rateBps: 888, city: 'New York City (8.875%)' },
  { state: 'CA', zipPrefix: '900', rateBps: 950, city: 'Los Angeles (9.5%)' },
  { state: 'IL', zipPrefix: '606', rateBps: 1025, city: 'Chicago (10.25%)' },
];

export function taxRateRows(now: Date): NewRow<'tax_rates'>[] {
  const reviewedAt = daysFrom(now, -200);
  const states = Object.entries(STATE_TAX_BPS).map(([state, rateBps]) => ({
    id: seedId(`tax:${state}`),
    state,
    zip_prefix: null,
    rate_bps: rateBps,
    created_at: reviewedAt,
    updated_at: reviewedAt,
  }));
  const cities = ZIP_TAX_OVERRIDES.map((override) => ({
    id: seedId(`tax:${override.state}:${override.zipPrefix}`),
    state: override.state,
    zip_prefix: override.zipPrefix,
    rate_bps: override.rateBps,
    created_at: reviewedAt,
    updated_at: reviewedAt,
  }));
  return [...states, ...cities];
}
