// What the shopper is shown of a pickup order: the store (address, hours), the code (only ever to
// the order's owner), the collector's name, and the hold period (setting `pickup_hold_days`).

export interface PickupOpeningHours {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  opens: string;
  closes: string;
}

export interface PickupStoreView {
  id: string;
  name: string;
  country: 'US' | 'UK';
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  phone: string | null;
  /** The store's IANA time zone: its hours and the hold's last day are in it. */
  timeZone: string;
  openingHours: PickupOpeningHours[];
}

export interface PickupDetails {
  store: PickupStoreView;
  /** The pickup code: to the order's owner only, once the order is paid; null otherwise. */
  code: string | null;
  /** Whose photo ID the counter checks. */
  contactName: string | null;
  /** Days the order is held once it is ready. */
  holdDays: number;
  /** When staff marked it ready; null before. */
  readyAt: string | null;
  /** The last day it is held (readyAt + holdDays); null before it is ready. */
  holdUntil: string | null;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The week's hours, Monday first, one line a day ("Monday: 09:30–19:00", "Sunday: Closed"). */
export function openingHoursLines(hours: readonly PickupOpeningHours[]): Array<{ day: string; hours: string }> {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => {
    const today = hours.filter((entry) => entry.day === day);
    return { day: DAY_NAMES[day]!, hours: today.length === 0 ? 'Closed' : today.map((entry) => `${entry.opens}–${entry.closes}`).join(', ') };
  });
}

/** The store's address on lines, as on an envelope. */
export function storeAddressLines(store: Pick<PickupStoreView, 'addressLine1' | 'addressLine2' | 'city' | 'region' | 'postalCode' | 'country'>): string[] {
  const town = store.country === 'US' ? `${store.city}, ${[store.region, store.postalCode].filter(Boolean).join(' ')}` : [store.city, store.postalCode].join(' ');
  return [store.addressLine1, ...(store.addressLine2 ? [store.addressLine2] : []), town, store.country === 'US' ? 'United States' : 'United Kingdom'];
}

/**
 * The hold's last day, in words, as a calendar day at the store ("Tuesday 1 December 2026"), for the page,
 * the emails and the counter (in the device's own zone where the store's is not known).
 */
export function holdDateText(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone });
}
