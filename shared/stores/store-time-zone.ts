// A store's own time zone, for its opening hours and "open now" (docs/decisions/039). Stores carry
// a country, a state (US) and coordinates but no zone: the UK has one; a US store takes its state's
// zone (states split between zones take the zone most of their people live in), else a longitude band.

const US_STATE_ZONES: Record<string, string> = {
  CT: 'America/New_York', DE: 'America/New_York', DC: 'America/New_York', FL: 'America/New_York', GA: 'America/New_York',
  IN: 'America/Indiana/Indianapolis', KY: 'America/New_York', ME: 'America/New_York', MD: 'America/New_York',
  MA: 'America/New_York', MI: 'America/Detroit', NH: 'America/New_York', NJ: 'America/New_York', NY: 'America/New_York',
  NC: 'America/New_York', OH: 'America/New_York', PA: 'America/New_York', RI: 'America/New_York', SC: 'America/New_York',
  VT: 'America/New_York', VA: 'America/New_York', WV: 'America/New_York',
  AL: 'America/Chicago', AR: 'America/Chicago', IL: 'America/Chicago', IA: 'America/Chicago', KS: 'America/Chicago',
  LA: 'America/Chicago', MN: 'America/Chicago', MS: 'America/Chicago', MO: 'America/Chicago', NE: 'America/Chicago',
  ND: 'America/Chicago', OK: 'America/Chicago', SD: 'America/Chicago', TN: 'America/Chicago', TX: 'America/Chicago',
  WI: 'America/Chicago',
  AZ: 'America/Phoenix', CO: 'America/Denver', ID: 'America/Boise', MT: 'America/Denver', NM: 'America/Denver',
  UT: 'America/Denver', WY: 'America/Denver',
  CA: 'America/Los_Angeles', NV: 'America/Los_Angeles', OR: 'America/Los_Angeles', WA: 'America/Los_Angeles',
  AK: 'America/Anchorage', HI: 'Pacific/Honolulu',
};

/** The IANA time zone a store keeps its hours in: the one set on the store (back office), else derived. */
export function storeTimeZone(store: { country: 'US' | 'UK'; region: string | null; longitude: number; timeZone?: string | null }): string {
  if (store.timeZone) return store.timeZone;
  if (store.country === 'UK') return 'Europe/London';
  const byState = store.region ? US_STATE_ZONES[store.region.trim().toUpperCase()] : undefined;
  if (byState) return byState;
  if (store.longitude > -87.5) return 'America/New_York';
  if (store.longitude > -101) return 'America/Chicago';
  if (store.longitude > -114.5) return 'America/Denver';
  return 'America/Los_Angeles';
}
