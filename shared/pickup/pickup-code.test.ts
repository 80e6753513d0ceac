import { describe, expect, it } from 'vitest';
import { isPickupCode, normalisePickupCode, PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH, pickupCodeFromBytes } from './pickup-code';

describe('pickup code', () => {
  it('the alphabet has no look-alikes: no 0, O, 1, I or L', () => {
    for (const ambiguous of ['0', 'O', '1', 'I', 'L']) expect(PICKUP_CODE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(PICKUP_CODE_ALPHABET).size).toBe(PICKUP_CODE_ALPHABET.length);
    expect(PICKUP_CODE_ALPHABET).toHaveLength(31);
  });

  it('a code from random bytes is 6 characters of the alphabet, and every character can occur', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = pickupCodeFromBytes(crypto.getRandomValues(new Uint8Array(16)));
      if (code === null) continue;
      expect(code).toHaveLength(PICKUP_CODE_LENGTH);
      expect(isPickupCode(code)).toBe(true);
      for (const char of code) seen.add(char);
    }
    expect(seen.size).toBe(PICKUP_CODE_ALPHABET.length);
  });

  it('bytes past the last whole multiple of the alphabet are skipped (no bias), and too few bytes give null', () => {
    expect(pickupCodeFromBytes(new Uint8Array([255, 248, 0, 1, 2, 3, 4, 5]))).toBe('ABCDEF');
    expect(pickupCodeFromBytes(new Uint8Array([0, 1, 2, 255, 250]))).toBeNull();
  });

  it('recognises codes and normalises what was typed', () => {
    expect(isPickupCode('K7PX3M')).toBe(true);
    expect(isPickupCode('K7PX3')).toBe(false);
    expect(isPickupCode('K7PX3O')).toBe(false);
    expect(isPickupCode('k7px3m')).toBe(false);
    expect(normalisePickupCode(' k7p-x3m ')).toBe('K7PX3M');
    expect(normalisePickupCode('ab c-d 23')).toBe('ABCD23');
    expect(normalisePickupCode(' kx7-9pq\n')).toBe('KX79PQ');
    expect(normalisePickupCode('')).toBe('');
  });
});
