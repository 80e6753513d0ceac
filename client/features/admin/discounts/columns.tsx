import { Link } from '@tanstack/react-router';
import type { AdminDiscount } from '../../../../shared/admin/discount.schema';
import { discountQueries } from '../api/use-discounts';
import type { AdminColumn } from '../kit/data-table';
import { RowActions } from '../kit/row-actions';
import { ActiveBadge } from '../kit/status-badge';
import { dateText, discountValueText } from './discount-text';

/** The discounts list's columns; ids are the API's sort keys (DISCOUNT_SORTS). */
export function discountColumns(onDelete: (discount: AdminDiscount) => void): Array<AdminColumn<AdminDiscount>> {
  return [
    {
      id: 'code',
      accessorKey: 'code',
      header: 'Code',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/admin/discounts/$id" params={{ id: row.original.id }}>
          {row.original.code}
        </Link>
      ),
    },
    { id: 'discountValue', header: 'Discount', enableSorting: true, cell: ({ row }) => discountValueText(row.original) },
    { id: 'startDate', header: 'Starts', enableSorting: true, cell: ({ row }) => dateText(row.original.startDate) },
    { id: 'endDate', header: 'Ends', enableSorting: true, cell: ({ row }) => dateText(row.original.endDate) },
    { id: 'currentUses', header: 'Uses', enableSorting: true, cell: ({ row }) => `${row.original.currentUses}${row.original.maxUses === null ? '' : ` of ${row.original.maxUses}`}` },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          row={row.original}
          label={row.original.code}
          queries={discountQueries}
          onDelete={onDelete}
          editLink={
            <Link className="small-button" to="/admin/discounts/$id" params={{ id: row.original.id }}>
              Edit<span className="visually-hidden"> {row.original.code}</span>
            </Link>
          }
        />
      ),
    },
  ];
}
