import type * as z from 'zod';
import { DEFAULT_PAGE_SIZE, type BaseListQuery } from '../../../../shared/admin/list-query';

export type ListSearch = Record<string, string | number | undefined>;

/**
 * The list query a URL's search gives, by the screen's shared schema: a value the schema refuses
 * (a bookmark from an older version, a hand-edited URL) falls back to its default alone, keeping the rest.
 */
export function listQueryFromSearch<Schema extends z.ZodType<BaseListQuery>>(schema: Schema, search: ListSearch): z.infer<Schema> {
  let candidate: Record<string, unknown> = { ...search };
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const parsed = schema.safeParse(candidate);
    if (parsed.success) return parsed.data;
    const invalid = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    if (invalid.size === 0) break;
    candidate = Object.fromEntries(Object.entries(candidate).filter(([key]) => !invalid.has(key)));
  }
  return schema.parse({});
}

/** The URL search of a list query: defaults and empty values left out, so a plain list has a plain URL. */
export function searchFromListQuery(query: Record<string, unknown>): ListSearch {
  const search: ListSearch = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) continue;
    search[key] = typeof value === 'number' ? value : String(value);
  }
  return search;
}

/** The sort after a click on a column's header: ascending, then descending, then none. */
export function nextSort(current: string | undefined, column: string): string | undefined {
  if (current === `${column}.asc`) return `${column}.desc`;
  if (current === `${column}.desc`) return undefined;
  return `${column}.asc`;
}

/**
 * A change to a list query: anything but the page itself sends the list back to page 1, because
 * page 7 of another search or sort is a page nobody asked for.
 */
export function changeListQuery<Query extends BaseListQuery>(query: Query, change: Partial<Query>): Query {
  const next = { ...query, ...change };
  if (!('page' in change)) next.page = 1;
  return next;
}
