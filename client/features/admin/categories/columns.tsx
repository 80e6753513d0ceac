import { Link } from '@tanstack/react-router';
import type { AdminCategory } from '../../../../shared/admin/category.schema';
import { categoryQueries } from '../api/use-categories';
import type { AdminColumn } from '../kit/data-table';
import { RowActions } from '../kit/row-actions';
import { ActiveBadge } from '../kit/status-badge';

/** The categories list's columns; ids are the API's sort keys (CATEGORY_SORTS). */
export function categoryColumns(onDelete: (category: AdminCategory) => void): Array<AdminColumn<AdminCategory>> {
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
    { id: 'productCount', accessorKey: 'productCount', header: 'Products', enableSorting: true },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          row={row.original}
          label={row.original.name}
          queries={categoryQueries}
          ordered
          onDelete={onDelete}
          editLink={
            <Link className="small-button" to="/admin/categories/$id" params={{ id: row.original.id }}>
              Edit<span className="visually-hidden"> {row.original.name}</span>
            </Link>
          }
        />
      ),
    },
  ];
}
