import type { AdminStore } from '../../../../shared/admin/store.schema';
import { storeQueries } from '../api/use-stores';
import { recordLinkColumn, rowActionsColumn } from '../kit/record-columns';
import type { AdminColumn } from '../kit/data-table';
import { ActiveBadge, StatusBadge } from '../kit/status-badge';

/** The stores list's columns; ids are the API's sort keys (STORE_SORTS). */
export function storeColumns(onDelete: (store: AdminStore) => void): Array<AdminColumn<AdminStore>> {
  return [
    recordLinkColumn('name', 'Name', '/admin/stores/$id'),
    { id: 'country', accessorKey: 'country', header: 'Country', enableSorting: true },
    { id: 'city', accessorKey: 'city', header: 'City', enableSorting: true },
    { id: 'timeZone', header: 'Time zone', cell: ({ row }) => row.original.timeZone ?? '—' },
    { id: 'pickup', header: 'Pickup', cell: ({ row }) => <StatusBadge tone={row.original.pickupEnabled ? 'good' : 'neutral'}>{row.original.pickupEnabled ? 'Offered' : 'Not offered'}</StatusBadge> },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    rowActionsColumn({ route: '/admin/stores/$id', label: (row) => row.name, queries: storeQueries, onDelete }),
  ];
}
