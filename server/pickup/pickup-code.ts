import { randomBytes } from 'node:crypto';
import { pickupCodeFromBytes } from '../../shared/pickup/pickup-code';

/** Draws a pickup code; injectable so tests can force clashes. */
export type PickupCodeSource = () => string;

/** A random code from the shared alphabet (crypto random, no bias). */
export const randomPickupCode: PickupCodeSource = () => {
  for (;;) {
    const code = pickupCodeFromBytes(randomBytes(16));
    if (code !== null) return code;
  }
};

/** The partial unique index of migration 0014: one code per store among its open pickups. */
const OPEN_PICKUP_CODE_INDEX = 'orders_open_pickup_code';

/** True when a statement failed because the code it wrote is already held by an open pickup of the store. */
export function isPickupCodeClash(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return false;
  return constraint === OPEN_PICKUP_CODE_INDEX || (typeof message === 'string' && message.includes(OPEN_PICKUP_CODE_INDEX));
}

/**
 * Runs `write` with a freshly drawn code, again with a new code while the store already has an open
 * pickup with it (the failed statement wrote nothing). With 31^6 ≈ 887 million codes a clash is rare;
 * after `attempts` clashes in a row something is wrong (a broken source), and the last error is thrown.
 */
export async function withUniquePickupCode<T>(draw: PickupCodeSource, write: (code: string) => Promise<T>, attempts = 25): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(draw());
    } catch (error) {
      if (attempt >= attempts || !isPickupCodeClash(error)) throw error;
    }
  }
}
