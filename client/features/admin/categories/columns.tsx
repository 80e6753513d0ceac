import { Link } from '@tanstack/react-router';
import type { AdminCategory } from '../../../../shared/admin/category.schema';
import type { AdminColumn } from '../kit/data-table';
import { ActiveBadge } from '../kit/status-badge';

/** The categories list's columns; ids are the API's sort keys. */
export function categoryColumns(actions: (category: AdminCategory) => React.ReactNode): Array<AdminColumn<AdminCategory>> {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/admin/categories/$id" params={{ id: row.original.id }}>
          {row.original.name}
        </Link>
      ),
    },
    { id: 'slug', accessorKey: 'slug', header: 'Slug', enableSorting: true },
    { id: 'displayOrder', accessorKey: 'displayOrder', header: 'Order', enableSorting: true },
    { id: 'productCount', accessorKey: 'productCount', header: 'Products', enableSorting: false },
    {
      id: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} />,
    },
    { id: 'actions', header: () => <span className="visually-hidden">Actions</span>, enableHiding: false, cell: ({ row }) => actions(row.original) },
  ];
}
