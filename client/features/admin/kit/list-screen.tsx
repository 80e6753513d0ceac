import { useMemo, useState, type ReactNode } from 'react';
import type * as z from 'zod';
import type { BaseListQuery } from '../../../../shared/admin/list-query';
import { errorText, type ResourceQueries } from '../api/resource-queries';
import { ACTIVE_DELETED_FILTERS, DataTable, type AdminColumn, type ListFilter } from './data-table';
import { DeleteDialog } from './delete-dialog';
import type { ListSearch } from './list-search';
import { useListQuery } from './use-list-query';

interface ListedRow {
  id: string;
  version: string;
  deletedAt: string | null;
  productCount?: number;
}

/**
 * A list screen whose records can be hidden and soft-deleted: heading with its "New" link, the data
 * table on the screen's list query (held in the URL), and the delete dialog its rows open.
 */
export function ListScreen<Row extends ListedRow>(props: {
  testId: string;
  title: string;
  lede: string;
  newLink: ReactNode;
  resource: string;
  searchLabel: string;
  /** "category": the delete dialog's word for one record. */
  noun: string;
  name: (row: Row) => string;
  schema: z.ZodType<BaseListQuery>;
  queries: ResourceQueries<Row>;
  columns: (onDelete: (row: Row) => void) => Array<AdminColumn<Row>>;
  search: ListSearch;
  onSearch: (search: ListSearch) => void;
  /** h1 on a screen of its own; h2 for a list shown as one tab of a screen. */
  heading?: 'h1' | 'h2';
  /** The list's filters; active and deleted by default. */
  filters?: ReadonlyArray<ListFilter>;
  /** Actions on the selected rows (the kit's DataTable); without them the rows have no checkboxes. */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
}) {
  const { heading: Heading = 'h1', testId, title, lede, newLink, resource, searchLabel, noun, name, schema, queries, search, onSearch } = props;
  const [query, change] = useListQuery(schema, search, onSearch);
  const list = queries.useList(query);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const makeColumns = props.columns;
  const columns = useMemo(() => makeColumns(setDeleting), [makeColumns]);
  return (
    <div data-testid={testId}>
      <div className="admin-page-head">
        <Heading>{title}</Heading>
        {newLink}
      </div>
      <p className="lede">{lede}</p>
      <DataTable
        resource={resource}
        caption={title}
        columns={columns}
        query={query}
        onQueryChange={change}
        page={list.data}
        loading={list.isFetching}
        error={errorText(list.error)}
        searchLabel={searchLabel}
        filters={props.filters ?? ACTIVE_DELETED_FILTERS}
        rowLabel={name}
        {...(props.bulkActions ? { bulkActions: props.bulkActions } : {})}
      />
      <DeleteDialog record={deleting} noun={noun} name={name} queries={queries} onClose={() => setDeleting(null)} />
    </div>
  );
}
