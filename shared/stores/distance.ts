// Distances between places on the globe, for sorting stores by how near they are.

import { localeOf, type Country } from '../money';

export interface Place {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: Place, to: Place): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Kilometres as miles. */
export const kmToMiles = (km: number): number => km / KM_PER_MILE;

const milesFormats = new Map<string, Intl.NumberFormat>();

/** Miles as the shopper's country writes them: one decimal under 10, whole miles with thousands separators above ("5,354"). */
export function formatMiles(miles: number, country: Country): string {
  const digits = miles < 10 ? 1 : 0;
  const key = `${country}:${digits}`;
  let format = milesFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(country), { minimumFractionDigits: digits, maximumFractionDigits: digits });
    milesFormats.set(key, format);
  }
  return format.format(miles);
}

/** The places nearest first, each with its distance in km (ties keep their order). */
export function sortByDistance<P extends Place>(places: readonly P[], from: Place): Array<{ place: P; km: number }> {
  return places
    .map((place, index) => ({ place, km: distanceKm(from, place), index }))
    .sort((a, b) => a.km - b.km || a.index - b.index)
    .map(({ place, km }) => ({ place, km }));
}

/** Stores by country (`first`, the shopper's, then the others), by name within a country: the order without a location. */
export function sortByCountry<S extends { country: string; name: string }>(stores: readonly S[], first = 'US'): S[] {
  const rank = (country: string) => (country === first ? 0 : 1);
  return [...stores].sort((a, b) => rank(a.country) - rank(b.country) || a.country.localeCompare(b.country) || a.name.localeCompare(b.name));
}
