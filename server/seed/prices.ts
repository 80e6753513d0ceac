import type { SeededRandom } from './random';

// Prices are whole cents/pence, ending .99 or .49 the way a toy shop prices things.

/** A US price in cents within a band of whole dollars: 2499, 1449. */
export function usPriceInBand(dollars: readonly [number, number], random: SeededRandom): number {
  const whole = random.int(dollars[0], dollars[1]);
  return priceEnding(whole, random.pick([99, 99, 99, 49]));
}

/** A US price in cents for a piece count: bigger sets cost more. */
export function usPriceForPieces(pieces: number, dollarsPerHundredPieces: number, baseDollars: number): number {
  return priceEnding(baseDollars + Math.round((pieces * dollarsPerHundredPieces) / 100), 99);
}

/** The UK shelf price in pence for a US price: about 80 pence per cent, to the .99. */
export function ukPriceFor(usCents: number): number {
  const pounds = Math.max(1, Math.round((usCents * 4) / 500));
  return pounds * 100 - 1;
}

/** The UK equivalent of a size step-up (whole pounds). */
export function ukStepFor(usStepCents: number): number {
  return Math.round((usStepCents * 4) / 500) * 100;
}

function priceEnding(wholeDollars: number, cents: number): number {
  return Math.max(0, (wholeDollars - 1) * 100 + cents);
}
