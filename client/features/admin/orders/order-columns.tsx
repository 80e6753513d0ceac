import { Link } from '@tanstack/react-router';
import type { OrderListRow } from '../../../../shared/admin/orders.schema';
import { formatMoney } from '../../../../shared/money';
import { orderStatusLabel } from '../../../../shared/orders/order-texts';
import type { AdminColumn } from '../kit/data-table';
import { DELIVERY_LABELS } from './order-texts';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

// The column ids are the API's sort keys (server/admin/orders/orders.repo.ts).
export const orderColumns: Array<AdminColumn<OrderListRow>> = [
  {
    id: 'number',
    header: 'Order',
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => (
      <Link to="/admin/orders/$id" params={{ id: row.original.id }} data-testid="order-link">
        {row.original.orderNumber}
      </Link>
    ),
  },
  { id: 'createdAt', header: 'Date', enableSorting: true, cell: ({ row }) => <time dateTime={row.original.createdAt}>{when.format(new Date(row.original.createdAt))}</time> },
  {
    id: 'customer',
    header: 'Customer',
    enableSorting: true,
    cell: ({ row }) => (
      <span>
        {row.original.customer || <span className="muted">Guest</span>}
        {row.original.email ? <span className="muted orders-email"> {row.original.email}</span> : null}
      </span>
    ),
  },
  { id: 'country', header: 'Country', cell: ({ row }) => row.original.country },
  { id: 'total', header: 'Total', enableSorting: true, cell: ({ row }) => formatMoney(row.original.total, row.original.currency) },
  { id: 'status', header: 'Status', enableSorting: true, cell: ({ row }) => <span data-testid="order-row-status">{orderStatusLabel(row.original.status)}</span> },
  { id: 'delivery', header: 'Delivery', cell: ({ row }) => DELIVERY_LABELS[row.original.deliveryMethod] },
];
