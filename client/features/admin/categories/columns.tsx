import type { AdminCategory } from '../../../../shared/admin/category.schema';
import { categoryQueries } from '../api/use-categories';
import { recordLinkColumn, rowActionsColumn } from '../kit/record-columns';
import type { AdminColumn } from '../kit/data-table';
import { ActiveBadge } from '../kit/status-badge';

/** The categories list's columns; ids are the API's sort keys (CATEGORY_SORTS). */
export function categoryColumns(onDelete: (category: AdminCategory) => void): Array<AdminColumn<AdminCategory>> {
  return [
    recordLinkColumn('name', 'Name', '/admin/categories/$id'),
    { id: 'slug', accessorKey: 'slug', header: 'Slug', enableSorting: true },
    { id: 'displayOrder', accessorKey: 'displayOrder', header: 'Order', enableSorting: true },
    { id: 'productCount', accessorKey: 'productCount', header: 'Products', enableSorting: true },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    rowActionsColumn({ route: '/admin/categories/$id', label: (row) => row.name, queries: categoryQueries, ordered: true, onDelete }),
  ];
}
