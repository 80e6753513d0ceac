import { describe, expect, it } from 'vitest';
import { localClock, openingStatus, type DayHours } from './opening-hours';
import { storeTimeZone } from './store-time-zone';

const HIGH_STREET: DayHours[] = [
  { day: 0, opens: '11:00', closes: '17:00' },
  ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: '09:30', closes: '19:00' })),
  { day: 6, opens: '09:00', closes: '19:00' },
];
const at = (iso: string) => new Date(iso);

describe('open now in the store’s own time zone', () => {
  it('reads the clock of the zone, not of the machine', () => {
    // Tuesday 2026-11-24 17:00 UTC: 17:00 in London, 11:00 in Chicago, 09:00 in San Francisco.
    expect(localClock(at('2026-11-24T17:00:00Z'), 'Europe/London')).toEqual({ day: 2, minute: 17 * 60 });
    expect(localClock(at('2026-11-24T17:00:00Z'), 'America/Chicago')).toEqual({ day: 2, minute: 11 * 60 });
    expect(localClock(at('2026-11-24T05:00:00Z'), 'America/Los_Angeles')).toEqual({ day: 1, minute: 21 * 60 });
  });

  it('judges the same moment per store', () => {
    const now = at('2026-11-24T09:00:00Z'); // 09:00 London, 01:00 San Francisco
    expect(openingStatus(HIGH_STREET, 'Europe/London', now)).toMatchObject({ openNow: false, day: 2 });
    expect(openingStatus(HIGH_STREET, 'Europe/London', at('2026-11-24T09:30:00Z')).openNow).toBe(true);
    expect(openingStatus(HIGH_STREET, 'America/Los_Angeles', at('2026-11-24T17:29:00Z')).openNow).toBe(false);
    expect(openingStatus(HIGH_STREET, 'America/Los_Angeles', at('2026-11-24T17:30:00Z')).openNow).toBe(true);
  });

  it('closes at the closing minute', () => {
    expect(openingStatus(HIGH_STREET, 'Europe/London', at('2026-11-24T18:59:00Z')).openNow).toBe(true);
    expect(openingStatus(HIGH_STREET, 'Europe/London', at('2026-11-24T19:00:00Z')).openNow).toBe(false);
  });

  it('knows the day: the store’s today, not UTC’s', () => {
    // 2026-11-29 is a Sunday in UTC at 02:00, still Saturday 18:00 in San Francisco.
    const status = openingStatus(HIGH_STREET, 'America/Los_Angeles', at('2026-11-29T02:00:00Z'));
    expect(status).toEqual({ openNow: true, day: 6, today: { day: 6, opens: '09:00', closes: '19:00' } });
  });

  it('is closed all day on a day without hours', () => {
    const weekdays = HIGH_STREET.filter((hours) => hours.day !== 0);
    const sunday = openingStatus(weekdays, 'Europe/London', at('2026-11-29T12:00:00Z'));
    expect(sunday).toEqual({ openNow: false, today: null, day: 0 });
    expect(openingStatus([], 'Europe/London', at('2026-11-24T12:00:00Z')).openNow).toBe(false);
  });

  it('runs overnight hours past midnight into the next day', () => {
    const lateFriday: DayHours[] = [{ day: 5, opens: '18:00', closes: '02:00' }];
    // Friday 2026-11-27 23:00 and Saturday 01:30 in London: open; Saturday 02:00 and 03:00: closed.
    expect(openingStatus(lateFriday, 'Europe/London', at('2026-11-27T23:00:00Z')).openNow).toBe(true);
    const saturday = openingStatus(lateFriday, 'Europe/London', at('2026-11-28T01:30:00Z'));
    expect(saturday).toEqual({ openNow: true, today: null, day: 6 });
    expect(openingStatus(lateFriday, 'Europe/London', at('2026-11-28T02:00:00Z')).openNow).toBe(false);
    expect(openingStatus(lateFriday, 'Europe/London', at('2026-11-28T03:00:00Z')).openNow).toBe(false);
    // The night before Friday's opening is not covered by it.
    expect(openingStatus(lateFriday, 'Europe/London', at('2026-11-27T01:00:00Z')).openNow).toBe(false);
  });

  it('follows the clocks going forward and back (DST)', () => {
    // London springs forward on Sunday 2026-03-29: 10:30 UTC is 11:30 BST (open), not 10:30 GMT.
    expect(openingStatus(HIGH_STREET, 'Europe/London', at('2026-03-29T10:30:00Z')).openNow).toBe(true);
    expect(openingStatus(HIGH_STREET, 'Europe/London', at('2026-03-28T10:30:00Z')).day).toBe(6);
    // The Sunday before, 10:30 UTC was 10:30 GMT: still closed.
    expect(openingStatus(HIGH_STREET, 'Europe/London', at('2026-03-22T10:30:00Z')).openNow).toBe(false);
    // New York springs forward on 2026-03-08: 15:30 UTC is 11:30 EDT (open); a week earlier 10:30 EST.
    expect(openingStatus(HIGH_STREET, 'America/New_York', at('2026-03-08T15:30:00Z')).openNow).toBe(true);
    expect(openingStatus(HIGH_STREET, 'America/New_York', at('2026-03-01T15:30:00Z')).openNow).toBe(false);
    // New York falls back on 2026-11-01: 16:30 UTC is 11:30 EST (open); a week earlier it was 12:30 EDT.
    expect(localClock(at('2026-11-01T16:30:00Z'), 'America/New_York')).toEqual({ day: 0, minute: 11 * 60 + 30 });
    expect(openingStatus(HIGH_STREET, 'America/New_York', at('2026-11-01T15:30:00Z')).openNow).toBe(false);
    // Overnight hours across the night the clocks go back (London, Saturday 2026-10-24 → Sunday 25th).
    const lateSaturday: DayHours[] = [{ day: 6, opens: '20:00', closes: '02:00' }];
    expect(openingStatus(lateSaturday, 'Europe/London', at('2026-10-25T01:30:00Z')).openNow).toBe(true); // 01:30 GMT
    expect(openingStatus(lateSaturday, 'Europe/London', at('2026-10-25T02:00:00Z')).openNow).toBe(false);
  });
});

describe('a store’s time zone', () => {
  it('is London for the UK and the state’s zone in the US', () => {
    expect(storeTimeZone({ country: 'UK', region: 'Scotland', longitude: -3.2 })).toBe('Europe/London');
    expect(storeTimeZone({ country: 'US', region: 'NY', longitude: -73.98 })).toBe('America/New_York');
    expect(storeTimeZone({ country: 'US', region: 'IL', longitude: -87.63 })).toBe('America/Chicago');
    expect(storeTimeZone({ country: 'US', region: 'ca', longitude: -122.4 })).toBe('America/Los_Angeles');
    expect(storeTimeZone({ country: 'US', region: 'TX', longitude: -97.7 })).toBe('America/Chicago');
  });
  it('falls back on the longitude without a known state', () => {
    expect(storeTimeZone({ country: 'US', region: null, longitude: -75 })).toBe('America/New_York');
    expect(storeTimeZone({ country: 'US', region: 'Nowhere', longitude: -105 })).toBe('America/Denver');
    expect(storeTimeZone({ country: 'US', region: null, longitude: -120 })).toBe('America/Los_Angeles');
  });
  it('is the zone set on the store when the back office set one', () => {
    expect(storeTimeZone({ country: 'US', region: 'AZ', longitude: -110.9, timeZone: 'America/Denver' })).toBe('America/Denver');
    expect(storeTimeZone({ country: 'US', region: 'AZ', longitude: -110.9, timeZone: null })).toBe('America/Phoenix');
  });
});
