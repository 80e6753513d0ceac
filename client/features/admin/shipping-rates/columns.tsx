import { Link } from '@tanstack/react-router';
import type { AdminShippingRate } from '../../../../shared/admin/shipping-rate.schema';
import { CURRENCY_BY_COUNTRY, formatMoney } from '../../../../shared/money';
import { shippingRateQueries } from '../api/use-shipping-rates';
import type { AdminColumn } from '../kit/data-table';
import { RowActions } from '../kit/row-actions';
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
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          row={row.original}
          label={`${row.original.country} rate`}
          queries={shippingRateQueries}
          onDelete={onDelete}
          editLink={
            <Link className="small-button" to="/admin/shipping-rates/$id" params={{ id: row.original.id }}>
              Edit<span className="visually-hidden"> {row.original.country} rate</span>
            </Link>
          }
        />
      ),
    },
  ];
}
