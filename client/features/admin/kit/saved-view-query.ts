import type { ColumnVisibilityState } from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE, type BaseListQuery } from '../../../../shared/admin/list-query';
import { searchFromListQuery, type ListSearch } from './list-search';

/** What a view keeps of a list query: its search without the page (a view starts on page 1). */
export function viewSearchOf(query: Record<string, unknown>): Record<string, string | number> {
  const { page: _page, ...search } = searchFromListQuery(query);
  return search as Record<string, string | number>;
}

/**
 * The change that puts a view's search on the list: every key of the current query the view does not
 * set is cleared, the page size goes back to its default unless the view has one, and the list starts
 * on page 1 (changeListQuery).
 */
export function applyViewChange<Query extends BaseListQuery>(current: Query, search: ListSearch): Partial<Query> {
  const cleared = Object.fromEntries(Object.keys(current).filter((key) => key !== 'page').map((key) => [key, undefined]));
  return { ...cleared, pageSize: DEFAULT_PAGE_SIZE, ...search } as Partial<Query>;
}

/** The table's column visibility of a view's hidden columns. */
export const visibilityOf = (hiddenColumns: readonly string[]): ColumnVisibilityState => Object.fromEntries(hiddenColumns.map((column) => [column, false]));

/** The columns a visibility state hides, sorted (so two states compare as strings). */
export const hiddenColumnsOf = (visibility: ColumnVisibilityState): string[] =>
  Object.entries(visibility)
    .filter(([, visible]) => visible === false)
    .map(([column]) => column)
    .sort();

/** Whether the list shows exactly what a view keeps: the same search (page aside) and the same hidden columns. */
export function showsView(query: Record<string, unknown>, visibility: ColumnVisibilityState, view: { query: ListSearch; hiddenColumns: readonly string[] }): boolean {
  const same = (a: ListSearch, b: ListSearch) => JSON.stringify(Object.entries(a).map(([k, v]) => [k, String(v)]).sort()) === JSON.stringify(Object.entries(b).map(([k, v]) => [k, String(v)]).sort());
  return same(viewSearchOf(query), view.query) && hiddenColumnsOf(visibility).join() === [...view.hiddenColumns].sort().join();
}

/** Whether a list query searches or filters (sort, page and page size aside): what its empty state tells apart. */
export function isFiltered(query: Record<string, unknown>): boolean {
  return Object.entries(viewSearchOf(query)).some(([key]) => key !== 'sort' && key !== 'pageSize' && key !== 'tz');
}

/** The change that clears a list's search and filters, keeping its sort and page size. */
export function clearFiltersChange<Query extends BaseListQuery>(current: Query): Partial<Query> {
  return Object.fromEntries(Object.keys(current).filter((key) => !['page', 'pageSize', 'sort'].includes(key)).map((key) => [key, undefined])) as Partial<Query>;
}
