import { Link } from '@tanstack/react-router';
import type { CustomerRow } from '../../../../shared/admin/customers.schema';
import type { AdminColumn } from '../kit/data-table';
import { dateText, spendText } from './customer-texts';

/** The customers list's columns; ids are the API's sort keys (CUSTOMERS_LIST_SORT). */
export const customerColumns: Array<AdminColumn<CustomerRow>> = [
  {
    id: 'name',
    accessorKey: 'name',
    header: 'Name',
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => (
      <Link to="/admin/customers/$id" params={{ id: row.original.id }}>
        {row.original.name || row.original.email}
      </Link>
    ),
  },
  { id: 'email', accessorKey: 'email', header: 'Email', enableSorting: true },
  { id: 'createdAt', header: 'Customer since', enableSorting: true, cell: ({ row }) => dateText(row.original.createdAt) },
  { id: 'orderCount', accessorKey: 'orderCount', header: 'Orders', enableSorting: true },
  { id: 'spend', header: 'Lifetime spend', cell: ({ row }) => spendText(row.original.spend) },
];
