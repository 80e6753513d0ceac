import { Link } from '@tanstack/react-router';
import type { AdminBrand } from '../../../../shared/admin/brand.schema';
import { brandQueries } from '../api/use-brands';
import type { AdminColumn } from '../kit/data-table';
import { RowActions } from '../kit/row-actions';
import { ActiveBadge } from '../kit/status-badge';

/** The brands list's columns; ids are the API's sort keys (BRAND_SORTS). */
export function brandColumns(onDelete: (brand: AdminBrand) => void): Array<AdminColumn<AdminBrand>> {
  return [
    {
      id: 'name',
      accessorKey: 'name',
      header: 'Name',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/admin/brands/$id" params={{ id: row.original.id }}>
          {row.original.name}
        </Link>
      ),
    },
    { id: 'slug', accessorKey: 'slug', header: 'Slug', enableSorting: true },
    { id: 'logoUrl', header: 'Logo', cell: ({ row }) => (row.original.logoUrl ? <img src={row.original.logoUrl} alt="" width={40} height={40} /> : '—') },
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
          queries={brandQueries}
          onDelete={onDelete}
          editLink={
            <Link className="small-button" to="/admin/brands/$id" params={{ id: row.original.id }}>
              Edit<span className="visually-hidden"> {row.original.name}</span>
            </Link>
          }
        />
      ),
    },
  ];
}
