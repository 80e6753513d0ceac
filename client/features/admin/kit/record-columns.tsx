import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { FileRouteTypes } from '../../../routeTree.gen';
import type { ResourceQueries } from '../api/resource-queries';
import type { AdminColumn } from './data-table';
import { RowActions } from './row-actions';

/** A back-office record's own page: `/admin/<screen>/$id`. */
export type RecordRoute = Extract<FileRouteTypes['to'], `/admin/${string}/$id`>;

/**
 * A list's leading column: the record's name (or code, or title) as a link to its page, sortable
 * (the key is the API's sort key) and never hidden.
 */
export function recordLinkColumn<Row extends { id: string }>(key: keyof Row & string, header: string, route: RecordRoute): AdminColumn<Row> {
  return {
    id: key,
    accessorFn: (row: Row) => row[key],
    header,
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => (
      <Link to={route} params={{ id: row.original.id }}>
        {String(row.original[key])}
      </Link>
    ),
  };
}

/** A list's last column: edit, delete and (in an ordered list) move; restore for a deleted row. */
export function rowActionsColumn<Row extends { id: string; version: string; deletedAt: string | null }>(options: {
  route: RecordRoute;
  label: (row: Row) => string;
  queries: ResourceQueries<Row>;
  onDelete: (row: Row) => void;
  ordered?: boolean;
  /** A screen's own actions on a live row, after Edit. */
  extraActions?: (row: Row) => ReactNode;
}): AdminColumn<Row> {
  return {
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    enableHiding: false,
    cell: ({ row }) => (
      <RowActions
        row={row.original}
        label={options.label(row.original)}
        queries={options.queries}
        ordered={options.ordered ?? false}
        onDelete={options.onDelete}
        extraActions={options.extraActions?.(row.original)}
        editLink={
          <Link className="small-button" to={options.route} params={{ id: row.original.id }}>
            Edit<span className="visually-hidden"> {options.label(row.original)}</span>
          </Link>
        }
      />
    ),
  };
}
