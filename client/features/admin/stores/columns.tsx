import { Link } from '@tanstack/react-router';
import type { AdminStore } from '../../../../shared/admin/store.schema';
import { storeQueries } from '../api/use-stores';
import type { AdminColumn } from '../kit/data-table';
import { RowActions } from '../kit/row-actions';
import { ActiveBadge, StatusBadge } from '../kit/status-badge';

/** The stores list's columns; ids are the API's sort keys (STORE_SORTS). */
export function storeColumns(onDelete: (store: AdminStore) => void): Array<AdminColumn<AdminStore>> {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/admin/stores/$id" params={{ id: row.original.id }}>
          {row.original.name}
        </Link>
      ),
    },
    { id: 'country', accessorKey: 'country', header: 'Country', enableSorting: true },
    { id: 'city', accessorKey: 'city', header: 'City', enableSorting: true },
    { id: 'timeZone', header: 'Time zone', cell: ({ row }) => row.original.timeZone ?? '—' },
    { id: 'pickup', header: 'Pickup', cell: ({ row }) => <StatusBadge tone={row.original.pickupEnabled ? 'good' : 'neutral'}>{row.original.pickupEnabled ? 'Offered' : 'Not offered'}</StatusBadge> },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          row={row.original}
          label={row.original.name}
          queries={storeQueries}
          onDelete={onDelete}
          editLink={
            <Link className="small-button" to="/admin/stores/$id" params={{ id: row.original.id }}>
              Edit<span className="visually-hidden"> {row.original.name}</span>
            </Link>
          }
        />
      ),
    },
  ];
}
