import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnVisibilityState,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { PAGE_SIZES, parseSort, type BaseListQuery } from '../../../../shared/admin/list-query';
import type { ListPage } from '../../../../shared/admin/api';
import { BULK_TEXTS, MAX_BULK_RECORDS } from '../../../../shared/admin/bulk.schema';
import { adminUrl } from '../api/admin-client';
import { nextSort } from './list-search';
import { pagerText } from './pager-text';
import { keepsSavedViews } from '../../../../shared/admin/saved-views';
import { ListEmptyState } from './list-empty-state';
import { clearFiltersChange, isFiltered } from './saved-view-query';
import { SavedViewsBar } from './saved-views-bar';

/** The features every back-office list uses; sorting and paging are the server's (manual). */
export const adminTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature, rowSelectionFeature, columnVisibilityFeature });
export type AdminColumn<Row extends RowData> = ColumnDef<typeof adminTableFeatures, Row>;

export interface ListFilter {
  /** The list query's key (`active`), which is also the URL's. */
  key: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** What the list shows with no choice made ("All" unless the filter has a default, as deleted does). */
  emptyLabel?: string;
}

/** Deleted records: live ones unless asked (the server's default), deleted ones, or both. */
export const DELETED_FILTER: ListFilter = { key: 'deleted', label: 'Deleted', emptyLabel: 'Not deleted', options: [{ value: 'yes', label: 'Deleted' }, { value: 'all', label: 'All' }] };

/** The filters of every list whose records can be hidden and soft-deleted (shared/admin/fields.ts activeDeletedFilters). */
export const ACTIVE_DELETED_FILTERS: ReadonlyArray<ListFilter> = [
  { key: 'active', label: 'Shown to shoppers', options: [{ value: 'yes', label: 'Active' }, { value: 'no', label: 'Hidden' }] },
  DELETED_FILTER,
];

interface DataTableProps<Row extends { id: string }, Query extends BaseListQuery> {
  /** The screen's API path (`categories`), for the CSV export of the same query. */
  resource: string;
  caption: string;
  columns: Array<AdminColumn<Row>>;
  query: Query;
  onQueryChange: (change: Partial<Query>) => void;
  page: ListPage<Row> | undefined;
  loading: boolean;
  error: string | null;
  searchLabel: string;
  filters?: ReadonlyArray<ListFilter>;
  /** A screen's own filter (a date range), first in the one filter bar. */
  toolbarStart?: ReactNode;
  /**
   * Actions on the selected rows; without it the rows have no checkboxes. `allMatching` is set when
   * the person chose every row the filter matches (see `selectAllMatching`): the action then sends
   * the filter, and the server applies it (docs/decisions/100).
   */
  bulkActions?: (selected: Row[], clear: () => void, allMatching: MatchingSelection | null) => ReactNode;
  /** Offer "Select all N that match the filter" once the whole page is selected (up to the bulk cap). */
  selectAllMatching?: boolean;
  /** How a row is named in its checkbox's label ("Select row …"): by default its name or title. */
  rowLabel?: (row: Row) => string;
}

/** Every row the list's filter matches, chosen beyond the page: how many the list counted. */
export interface MatchingSelection {
  count: number;
}

/**
 * The back office's one list: server-side search, filters, sort and paging held in the URL (so a
 * filtered list can be bookmarked), column visibility, row selection with a bulk-action bar and a
 * CSV export of the same query. Columns name the API's sort keys as their ids.
 */
export function DataTable<Row extends { id: string }, Query extends BaseListQuery>(props: DataTableProps<Row, Query>) {
  const { resource, caption, columns, query, onQueryChange, page, loading, error, searchLabel, filters = [], toolbarStart, bulkActions, selectAllMatching = false } = props;
  const labelOf = props.rowLabel ?? rowLabel;
  const [rowSelection, setRowSelectionState] = useState<RowSelectionState>({});
  const [allMatching, setAllMatching] = useState(false);
  // Any change to the ticked rows (one unticked, the page's box) is a choice of rows again, not "all that match".
  const setRowSelection: typeof setRowSelectionState = (next) => {
    setAllMatching(false);
    setRowSelectionState(next);
  };
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});
  const [searchText, setSearchText] = useState(query.q ?? '');
  const queryKey = JSON.stringify(query);
  const [selectionQuery, setSelectionQuery] = useState(queryKey);
  // A selection belongs to the rows on screen: another page, search or sort starts a new one.
  if (selectionQuery !== queryKey) {
    setSelectionQuery(queryKey);
    setRowSelectionState({});
    setAllMatching(false);
    setSearchText(query.q ?? '');
  }

  const sort = parseSort(query.sort);
  const rows = useMemo(() => page?.rows ?? [], [page]);
  const selectable = bulkActions !== undefined;
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    manualSorting: true,
    manualPagination: true,
    rowCount: page?.total ?? 0,
    enableRowSelection: selectable,
    state: {
      sorting: sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [],
      pagination: { pageIndex: query.page - 1, pageSize: query.pageSize },
      rowSelection,
      columnVisibility,
    },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
  });

  const selectedRows = rows.filter((row) => rowSelection[row.id]);
  const total = page?.total ?? 0;
  const wholePageSelected = rows.length > 0 && selectedRows.length === rows.length;
  const moreMatch = selectAllMatching && wholePageSelected && (total > rows.length || page?.totalAtLeast === true);
  const tooManyMatch = total > MAX_BULK_RECORDS || page?.totalAtLeast === true;
  const matching = allMatching && moreMatch ? { count: total } : null;
  const clear = () => setRowSelection({});
  const pager = pagerText(page, query);
  const { page: _page, pageSize: _pageSize, ...sameQuery } = query;
  const csvHref = adminUrl(resource, { ...(sameQuery as Record<string, string | number | undefined>), format: 'csv' });
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide() && typeof column.columnDef.header === 'string');

  return (
    <div className="data-table-kit">
      <div className="data-table__toolbar">
        {keepsSavedViews(resource) ? (
          <SavedViewsBar list={resource} query={query} onQueryChange={onQueryChange} columnVisibility={columnVisibility} onColumnVisibilityChange={setColumnVisibility} />
        ) : null}
        {toolbarStart}
        {/* eslint-disable-next-line no-restricted-syntax -- a list search: what is typed is a query, not data entered (ADR 094) */}
        <form
          role="search"
          className="data-table__search"
          onSubmit={(event) => {
            event.preventDefault();
            onQueryChange({ q: searchText.trim() || undefined } as Partial<Query>);
          }}
        >
          <label>
            {searchLabel}
            <input type="search" value={searchText} onChange={(event) => setSearchText(event.target.value)} maxLength={100} />
          </label>
          <button type="submit" className="small-button">
            Search
          </button>
        </form>
        {filters.map((filter) => (
          <FilterSelect key={filter.key} filter={filter} value={String((query as Record<string, unknown>)[filter.key] ?? '')} onChange={(value) => onQueryChange({ [filter.key]: value || undefined } as Partial<Query>)} />
        ))}
        {hideable.length > 0 ? (
          <details className="data-table__columns">
            <summary>Columns</summary>
            <fieldset>
              <legend className="visually-hidden">Columns to show</legend>
              {hideable.map((column) => (
                <label key={column.id}>
                  <input type="checkbox" checked={column.getIsVisible()} onChange={(event) => column.toggleVisibility(event.target.checked)} />
                  {column.columnDef.header as string}
                </label>
              ))}
            </fieldset>
          </details>
        ) : null}
        <a className="small-button" href={csvHref} download>
          Export CSV
        </a>
      </div>

      {selectable && selectedRows.length > 0 ? (
        <div className="bulk-bar" role="region" aria-label="Selected rows">
          <span data-testid="bulk-count">{matching ? BULK_TEXTS.allMatchingSelected(total, false) : BULK_TEXTS.selected(selectedRows.length)}</span>
          {moreMatch && !matching && !tooManyMatch ? (
            <button type="button" className="small-button" onClick={() => setAllMatching(true)}>
              {BULK_TEXTS.selectAllMatching(total, false)}
            </button>
          ) : null}
          {moreMatch && tooManyMatch ? <span className="bulk-bar__note">{BULK_TEXTS.overCap}</span> : null}
          {bulkActions(selectedRows, clear, matching)}
          <button type="button" className="small-button bulk-bar__clear" onClick={clear}>
            Clear<span className="visually-hidden"> selection</span>
          </button>
        </div>
      ) : null}

      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}

      {/* Focusable so keyboard users can scroll a table wider than a phone (axe scrollable-region-focusable). */}
      <div className="data-table__scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="data-table" aria-busy={loading}>
          <caption>
            {caption}: {loading && !page ? 'loading...' : pager.range}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selectable ? (
                  <th scope="col" className="data-table__select">
                    <input
                      type="checkbox"
                      aria-label="Select all rows on this page"
                      checked={rows.length > 0 && table.getIsAllPageRowsSelected()}
                      ref={(box) => {
                        if (box) box.indeterminate = table.getIsSomePageRowsSelected();
                      }}
                      onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                    />
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  // The server sorts (manualSorting): a column declared sortable sorts by its id, the API's
                  // sort key, whether or not it has an accessor (TanStack's getCanSort needs one).
                  const canSort = header.column.columnDef.enableSorting === true;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      data-sort-key={canSort ? header.column.id : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {canSort ? (
                        <button type="button" onClick={() => onQueryChange({ sort: nextSort(query.sort, header.column.id) } as Partial<Query>)}>
                          <table.FlexRender header={header} />
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} aria-selected={selectable ? row.getIsSelected() : undefined}>
                {selectable ? (
                  <td className="data-table__select">
                    <input type="checkbox" aria-label={`Select row ${labelOf(row.original)}`} checked={row.getIsSelected()} onChange={(event) => row.toggleSelected(event.target.checked)} />
                  </td>
                ) : null}
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {page && rows.length === 0 ? (
              <tr>
                <td className="data-table__empty" colSpan={table.getVisibleLeafColumns().length + (selectable ? 1 : 0)}>
                  <ListEmptyState list={resource} filtered={isFiltered(query)} onClearFilters={() => onQueryChange(clearFiltersChange(query))} />
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>

      <nav className="data-table__pager" aria-label={`${caption} pages`}>
        <button type="button" className="small-button" disabled={query.page <= 1} onClick={() => onQueryChange({ page: query.page - 1 } as Partial<Query>)}>
          Previous
        </button>
        <span>
          {pager.pages}
        </span>
        <button type="button" className="small-button" disabled={!pager.hasNext} onClick={() => onQueryChange({ page: query.page + 1 } as Partial<Query>)}>
          Next
        </button>
        <label>
          Rows per page{' '}
          <select value={query.pageSize} onChange={(event) => onQueryChange({ pageSize: Number(event.target.value) } as Partial<Query>)}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </div>
  );
}

// A separate label (not a wrapping one): a wrapping label's name would include the chosen option's text.
function FilterSelect({ filter, value, onChange }: { filter: ListFilter; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="data-table__filter">
      <label htmlFor={id}>{filter.label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{filter.emptyLabel ?? 'All'}</option>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function rowLabel(row: unknown): string {
  const named = row as { name?: unknown; title?: unknown; id: string };
  return typeof named.name === 'string' ? named.name : typeof named.title === 'string' ? named.title : named.id;
}
