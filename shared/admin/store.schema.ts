import * as z from 'zod';
import { COUNTRIES, type Country } from '../money';
import { text } from '../text.schema';
import { activeDeletedFilters, nameField, optionalLineField } from './fields';
import { listQuerySchema } from './list-query';
import { slugSchema } from './slug';
import { isTimeZone } from '../time-zone';

/** 0 = Sunday … 6 = Saturday, as stores keep their hours (the store's own clock). */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const STORE_TEXTS = {
  time: 'Use a time like 09:30 (HH:MM, 24-hour)',
  sameTimes: 'Opening and closing times cannot be the same',
  dayTwice: 'Each weekday has one set of hours',
  latitude: 'Latitude is between -90 and 90',
  longitude: 'Longitude is between -180 and 180',
  coordinate: 'Enter a number, e.g. 51.5128',
  timeZone: 'Use a time zone such as America/New_York or Europe/London',
  email: 'Enter an email address, e.g. store@example.com',
  phone: 'Use digits, spaces and + ( ) - only',
} as const;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, STORE_TEXTS.time);

/** One weekday's hours, "HH:MM"–"HH:MM" on the store's clock (closing before opening runs past midnight); a day left out is closed. */
export const storeDayHoursSchema = z
  .object({ day: z.number().int().min(0).max(6), opens: clock, closes: clock })
  .refine((hours) => hours.opens !== hours.closes, { message: STORE_TEXTS.sameTimes, path: ['closes'] });

const coordinate = (min: number, max: number, message: string) => z.number(STORE_TEXTS.coordinate).finite(STORE_TEXTS.coordinate).min(min, message).max(max, message);

/** A store as the back office creates or edits it (the form's resolver and the server's validator). */
export const storeInputSchema = z.object({
  name: nameField(80),
  slug: slugSchema,
  country: z.enum(COUNTRIES, 'Choose US or UK'),
  addressLine1: nameField(120, 'the street address'),
  addressLine2: optionalLineField(120, 'Address line 2'),
  city: nameField(80, 'a city'),
  region: optionalLineField(80, 'A state or region'),
  postalCode: nameField(12, 'a ZIP code or postcode'),
  phone: optionalLineField(30, 'A phone number').refine((value) => value === null || /^[+\d][\d ()-]{3,}$/.test(value), STORE_TEXTS.phone),
  email: optionalLineField(120, 'An email address').refine((value) => value === null || z.email().safeParse(value).success, STORE_TEXTS.email),
  timeZone: text().trim().min(1, STORE_TEXTS.timeZone).max(64, STORE_TEXTS.timeZone).refine(isTimeZone, STORE_TEXTS.timeZone),
  openingHours: z
    .array(storeDayHoursSchema)
    .max(7)
    .refine((days) => new Set(days.map((hours) => hours.day)).size === days.length, STORE_TEXTS.dayTwice)
    .default([]),
  latitude: coordinate(-90, 90, STORE_TEXTS.latitude),
  longitude: coordinate(-180, 180, STORE_TEXTS.longitude),
  pickupEnabled: z.boolean().default(true),
  isActive: z.boolean().default(true),
});
export type StoreInput = z.infer<typeof storeInputSchema>;

/** An edit carries the version it was read at (shared/admin/api.ts). */
export const storeUpdateSchema = storeInputSchema.extend({ version: z.string().min(1) });
export type StoreUpdate = z.infer<typeof storeUpdateSchema>;

/** Stores list: search by name, city or postcode; filter by country, active and deleted. */
export const storeListQuerySchema = listQuerySchema({ ...activeDeletedFilters, country: z.enum(COUNTRIES).optional() });
export type StoreListQuery = z.infer<typeof storeListQuerySchema>;
export const STORE_SORTS = ['name', 'country', 'city', 'updatedAt'] as const;

/** A store as the back office lists and edits it. */
export interface AdminStore {
  id: string;
  name: string;
  slug: string;
  country: Country;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  phone: string | null;
  email: string | null;
  /** Null until set: readers derive one from the address. */
  timeZone: string | null;
  openingHours: Array<{ day: number; opens: string; closes: string }>;
  latitude: number;
  longitude: number;
  pickupEnabled: boolean;
  isActive: boolean;
  deletedAt: string | null;
  updatedAt: string;
  version: string;
}
