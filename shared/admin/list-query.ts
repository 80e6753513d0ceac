import * as z from 'zod';
import { text } from '../text.schema';
import { isTimeZone } from '../time-zone';

/** Page sizes a back-office list offers. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** A sort as it appears in the URL and the API: `<column>.<asc|desc>`, e.g. `name.asc`. */
export const sortSchema = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9_]{0,40}\.(asc|desc)$/, 'Sort must look like column.asc or column.desc');

/**
 * The one list query of every back-office list: the route's `validateSearch` and the API's query
 * validator both use it (extended with the screen's own filters via `listQuerySchema(filters)`).
 * Bad values fall back to defaults on the client via `.catch`; the server refuses them (400).
 */
export const baseListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size), `Page size must be one of ${PAGE_SIZES.join(', ')}`)
    .default(DEFAULT_PAGE_SIZE),
  sort: sortSchema.optional(),
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
});

/** The list query of one screen: the base fields plus that screen's filters (all optional strings or enums). */
export function listQuerySchema<Filters extends z.ZodRawShape>(filters: Filters) {
  return baseListQuerySchema.extend(filters);
}

export type BaseListQuery = z.infer<typeof baseListQuerySchema>;

/** Splits `name.asc` into its column and direction. */
export function parseSort(sort: string | undefined): { column: string; direction: 'asc' | 'desc' } | null {
  if (!sort) return null;
  const dot = sort.lastIndexOf('.');
  return { column: sort.slice(0, dot), direction: sort.slice(dot + 1) === 'desc' ? 'desc' : 'asc' };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as a date input gives it (YYYY-MM-DD), and a real one. */
export const daySchema = (label: string) =>
  z
    .string()
    .regex(DATE, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} is not a real date`);

/**
 * A list's days filter: `from`/`to` inclusive, in the viewer's time zone `tz` (UTC when none). Add to a
 * screen's filters and refine the query with `daysInOrder`.
 */
export const dayRangeFilters = {
  from: daySchema('From').optional(),
  to: daySchema('To').optional(),
  tz: text().max(60).refine(isTimeZone, 'Unknown time zone').optional(),
};

/** Refuses a `to` before `from` (on `to`): `schema.refine(...daysInOrder)`. */
export const daysInOrder: [(query: { from?: string | undefined; to?: string | undefined }) => boolean, { path: string[]; message: string }] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { path: ['to'], message: 'To must be on or after From' },
];
