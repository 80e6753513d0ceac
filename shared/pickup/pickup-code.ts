// The pickup code (DECISIONS.md, "Back office and operations"): 6 characters from an alphabet with
// no look-alikes (no 0/O, no 1/I/L), read aloud or typed at the counter. Unique among a store's open
// pickups (migration 0014's partial index); the server draws it when the order becomes paid.

/** 23 letters and 8 digits: A–Z without I, L, O; 2–9. */
export const PICKUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PICKUP_CODE_LENGTH = 6;

const CODE_PATTERN = new RegExp(`^[${PICKUP_CODE_ALPHABET}]{${PICKUP_CODE_LENGTH}}$`);

/** True when `code` is a well-formed pickup code (upper case, the alphabet, six characters). */
export function isPickupCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** What a person or a scanner typed, as a code: upper case, spaces and dashes dropped. */
export function normalisePickupCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

/**
 * A code from random bytes, without bias: a byte is used only when it falls below the largest
 * multiple of the alphabet's length (248 of 256), so every character is equally likely. Answers
 * null when the bytes ran out first (the caller draws more).
 */
export function pickupCodeFromBytes(bytes: Uint8Array): string | null {
  const size = PICKUP_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  for (const byte of bytes) {
    if (byte >= limit) continue;
    code += PICKUP_CODE_ALPHABET[byte % size];
    if (code.length === PICKUP_CODE_LENGTH) return code;
  }
  return null;
}
