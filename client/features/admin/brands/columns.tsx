import type { AdminBrand } from '../../../../shared/admin/brand.schema';
import { brandQueries } from '../api/use-brands';
import { recordLinkColumn, rowActionsColumn } from '../kit/record-columns';
import type { AdminColumn } from '../kit/data-table';
import { ActiveBadge } from '../kit/status-badge';

/** The brands list's columns; ids are the API's sort keys (BRAND_SORTS). */
export function brandColumns(onDelete: (brand: AdminBrand) => void): Array<AdminColumn<AdminBrand>> {
  return [
    recordLinkColumn('name', 'Name', '/admin/brands/$id'),
    { id: 'slug', accessorKey: 'slug', header: 'Slug', enableSorting: true },
    { id: 'logoUrl', header: 'Logo', cell: ({ row }) => (row.original.logoUrl ? <img src={row.original.logoUrl} alt="" width={40} height={40} /> : '—') },
    { id: 'productCount', accessorKey: 'productCount', header: 'Products', enableSorting: true },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    rowActionsColumn({ route: '/admin/brands/$id', label: (row) => row.name, queries: brandQueries, onDelete }),
  ];
}
