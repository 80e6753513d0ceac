import { describe, expect, it } from 'vitest';
import { distanceKm, kmToMiles, sortByCountry, sortByDistance } from './distance';

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
