import { useMemo } from 'react';
import type * as z from 'zod';
import type { BaseListQuery } from '../../../../shared/admin/list-query';
import { changeListQuery, listQueryFromSearch, searchFromListQuery, type ListSearch } from './list-search';

/**
 * A list screen's query from its route's search, and the way to change it: every change becomes a
 * new URL (bookmarkable, back button included) and goes back to page 1 unless it was the page.
 */
export function useListQuery<Schema extends z.ZodType<BaseListQuery>>(schema: Schema, search: ListSearch, onSearch: (search: ListSearch) => void) {
  const key = JSON.stringify(search);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the search's content, not its identity, decides
  const query = useMemo(() => listQueryFromSearch(schema, search), [schema, key]);
  const change = (next: Partial<z.infer<Schema>>) => onSearch(searchFromListQuery(changeListQuery(query, next)));
  return [query, change] as const;
}
