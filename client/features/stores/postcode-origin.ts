import { PICKUP_TEXTS } from '../../../shared/pickup/pickup-texts';
import type { Place } from '../../../shared/stores/distance';
import { placePostcode } from '../../../shared/stores/postcode-places';

/** Where the locator measures distances from, and how the status line names it (null: "you"). */
export interface Origin {
  place: Place;
  label: string | null;
}

/**
 * What a typed ZIP code / postcode does to the locator: a placed one becomes the origin; anything
 * else clears the origin (no distances from an earlier search stay on screen) and says why.
 */
export function originForPostcode(typed: string): { origin: Origin | null; message: string | null } {
  const placing = placePostcode(typed);
  if (placing.kind === 'placed') return { origin: { place: placing.place, label: `${placing.place.prefix} (${placing.place.label})` }, message: null };
  const problem = placing.kind === 'unknown' ? PICKUP_TEXTS.postcodeUnknown(placing.prefix) : PICKUP_TEXTS.postcodeInvalid;
  return { origin: null, message: `${problem} ${PICKUP_TEXTS.showingByCountry}` };
}
