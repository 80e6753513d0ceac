import { Link } from '@tanstack/react-router';
import type { AdminShippingRate } from '../../../../shared/admin/shipping-rate.schema';
import { CURRENCY_BY_COUNTRY, formatMoney } from '../../../../shared/money';
import { shippingRateQueries } from '../api/use-shipping-rates';
import type { AdminColumn } from '../kit/data-table';
import { rowActionsColumn } from '../kit/record-columns';
import { ActiveBadge } from '../kit/status-badge';

const money = (row: AdminShippingRate, amount: number) => formatMoney(amount, CURRENCY_BY_COUNTRY[row.country]);

/** The shipping rates list's columns; ids are the API's sort keys (SHIPPING_RATE_SORTS). */
export function shippingRateColumns(onDelete: (rate: AdminShippingRate) => void): Array<AdminColumn<AdminShippingRate>> {
  return [
    {
      id: 'country',
      header: 'Country',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/admin/shipping-rates/$id" params={{ id: row.original.id }}>
          {row.original.country}
        </Link>
      ),
    },
    { id: 'baseRate', header: 'Base rate', enableSorting: true, cell: ({ row }) => money(row.original, row.original.baseRate) },
    { id: 'freeShippingThreshold', header: 'Free from', enableSorting: true, cell: ({ row }) => money(row.original, row.original.freeShippingThreshold) },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    rowActionsColumn({ route: '/admin/shipping-rates/$id', label: (row) => `${row.country} rate`, queries: shippingRateQueries, onDelete }),
  ];
}
