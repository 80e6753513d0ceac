import type { AdminDiscount } from '../../../../shared/admin/discount.schema';
import { discountQueries } from '../api/use-discounts';
import { recordLinkColumn, rowActionsColumn } from '../kit/record-columns';
import type { AdminColumn } from '../kit/data-table';
import { ActiveBadge } from '../kit/status-badge';
import { dateText, discountValueText } from './discount-text';

/** The discounts list's columns; ids are the API's sort keys (DISCOUNT_SORTS). */
export function discountColumns(onDelete: (discount: AdminDiscount) => void): Array<AdminColumn<AdminDiscount>> {
  return [
    recordLinkColumn('code', 'Code', '/admin/discounts/$id'),
    { id: 'discountValue', header: 'Discount', enableSorting: true, cell: ({ row }) => discountValueText(row.original) },
    { id: 'startDate', header: 'Starts', enableSorting: true, cell: ({ row }) => dateText(row.original.startDate) },
    { id: 'endDate', header: 'Ends', enableSorting: true, cell: ({ row }) => dateText(row.original.endDate) },
    { id: 'currentUses', header: 'Uses', enableSorting: true, cell: ({ row }) => `${row.original.currentUses}${row.original.maxUses === null ? '' : ` of ${row.original.maxUses}`}` },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    rowActionsColumn({ route: '/admin/discounts/$id', label: (row) => row.code, queries: discountQueries, onDelete }),
  ];
}
