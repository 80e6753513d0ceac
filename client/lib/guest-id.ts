// SPEC §3: a visitor's orders are tied to a random id kept in local storage under `guest_id`.
const GUEST_ID_KEY = 'guest_id';

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a preview host over plain http still gets 128 random bits.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The device's guest id, created on first need. */
export function getGuestId(): string {
  try {
    const stored = localStorage.getItem(GUEST_ID_KEY);
    if (stored && stored.length >= 8) return stored;
    const created = randomId();
    localStorage.setItem(GUEST_ID_KEY, created);
    return created;
  } catch {
    // Without storage the id lives for this page only; the order is still the guest's until reload.
    return (fallbackId ??= randomId());
  }
}

let fallbackId: string | null = null;

/** The guest id if one was ever created, without creating one. */
export function peekGuestId(): string | null {
  try {
    return localStorage.getItem(GUEST_ID_KEY) ?? fallbackId;
  } catch {
    return fallbackId;
  }
}
