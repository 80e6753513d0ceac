import { Link } from '@tanstack/react-router';
import { percentFromBps, type AdminTaxRate } from '../../../../shared/admin/tax-rate.schema';
import { taxRateQueries } from '../api/use-tax-rates';
import type { AdminColumn } from '../kit/data-table';
import { rowActionsColumn } from '../kit/record-columns';
import { ActiveBadge } from '../kit/status-badge';

export const taxRateName = (row: Pick<AdminTaxRate, 'state' | 'zipPrefix'>) => (row.zipPrefix ? `${row.state} ZIP ${row.zipPrefix}…` : row.state);

/** The tax rates list's columns; ids are the API's sort keys (TAX_RATE_SORTS). */
export function taxRateColumns(onDelete: (rate: AdminTaxRate) => void): Array<AdminColumn<AdminTaxRate>> {
  return [
    {
      id: 'state',
      header: 'State',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <Link to="/admin/tax-rates/$id" params={{ id: row.original.id }}>
          {row.original.state}
        </Link>
      ),
    },
    { id: 'zipPrefix', header: 'ZIP prefix', enableSorting: true, cell: ({ row }) => row.original.zipPrefix ?? 'whole state' },
    { id: 'rateBps', header: 'Rate', enableSorting: true, cell: ({ row }) => `${percentFromBps(row.original.rateBps)} (${row.original.rateBps} bp)` },
    { id: 'status', header: 'Status', cell: ({ row }) => <ActiveBadge isActive={row.original.isActive} deletedAt={row.original.deletedAt} /> },
    rowActionsColumn({ route: '/admin/tax-rates/$id', label: taxRateName, queries: taxRateQueries, onDelete }),
  ];
}
