import { describe, expect, it } from 'vitest';
import { distanceKm, formatMiles, kmToMiles, sortByCountry, sortByDistance } from './distance';

const LONDON = { name: 'London', country: 'UK', latitude: 51.5128, longitude: -0.1249 };
const MANCHESTER = { name: 'Manchester', country: 'UK', latitude: 53.4826, longitude: -2.2418 };
const EDINBURGH = { name: 'Edinburgh', country: 'UK', latitude: 55.952, longitude: -3.2009 };
const NEW_YORK = { name: 'New York', country: 'US', latitude: 40.7843, longitude: -73.9784 };
const CHICAGO = { name: 'Chicago', country: 'US', latitude: 41.8902, longitude: -87.6281 };

describe('distance', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(LONDON, LONDON)).toBe(0);
    expect(distanceKm(LONDON, MANCHESTER)).toBeGreaterThan(255);
    expect(distanceKm(LONDON, MANCHESTER)).toBeLessThan(265);
    expect(distanceKm(LONDON, NEW_YORK)).toBeGreaterThan(5550);
    expect(distanceKm(LONDON, NEW_YORK)).toBeLessThan(5600);
    expect(kmToMiles(1.609344)).toBeCloseTo(1);
  });

  it('sorts stores nearest first', () => {
    const fromGlasgow = { latitude: 55.86, longitude: -4.25 };
    const sorted = sortByDistance([LONDON, NEW_YORK, EDINBURGH, CHICAGO, MANCHESTER], fromGlasgow);
    expect(sorted.map((entry) => entry.place.name)).toEqual(['Edinburgh', 'Manchester', 'London', 'New York', 'Chicago']);
    expect(sorted[0]!.km).toBeLessThan(80);
  });

  it('keeps the given order for ties', () => {
    const twin = { ...LONDON, name: 'London 2' };
    expect(sortByDistance([twin, LONDON], LONDON).map((entry) => entry.place.name)).toEqual(['London 2', 'London']);
  });

  it('orders by country then name without a location', () => {
    expect(sortByCountry([MANCHESTER, NEW_YORK, LONDON, CHICAGO]).map((store) => store.name)).toEqual(['Chicago', 'New York', 'London', 'Manchester']);
    expect(sortByCountry([MANCHESTER, NEW_YORK, LONDON, CHICAGO], 'UK').map((store) => store.name)).toEqual(['London', 'Manchester', 'Chicago', 'New York']);
  });
});

describe('formatMiles', () => {
  it('writes long distances with the thousands separator of the shopper’s locale', () => {
    expect(formatMiles(5354.4, 'US')).toBe('5,354');
    expect(formatMiles(5354.6, 'UK')).toBe('5,355');
    expect(formatMiles(12_345.2, 'US')).toBe('12,345');
  });

  it('keeps one decimal under 10 miles and whole miles from 10', () => {
    expect(formatMiles(0.25, 'UK')).toBe('0.3');
    expect(formatMiles(9.94, 'US')).toBe('9.9');
    expect(formatMiles(10.4, 'US')).toBe('10');
    expect(formatMiles(999.6, 'UK')).toBe('1,000');
  });
});
