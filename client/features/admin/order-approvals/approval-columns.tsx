import { Link } from '@tanstack/react-router';
import type { ApprovalRow } from '../../../../shared/admin/order-approvals.schema';
import { formatMoney } from '../../../../shared/money';
import { approvalReasonText } from '../../../../shared/orders/order-approval';
import type { AdminColumn } from '../kit/data-table';
import { dateText, dateTimeText, spendText } from '../customers/customer-texts';

export type ApprovalAction = 'approve' | 'reject' | 'check-payment';

/** The queue's columns; ids are the API's sort keys (APPROVALS_LIST_SORT). */
export function approvalColumns(onAction: (row: ApprovalRow, action: ApprovalAction) => void): Array<AdminColumn<ApprovalRow>> {
  return [
    {
      id: 'orderNumber',
      header: 'Order',
      enableSorting: true,
      enableHiding: false,
      cell: ({ row }) => (
        <>
          <Link to="/admin/orders/$id" params={{ id: row.original.id }}>{row.original.orderNumber}</Link>
          <br />
          <span className="muted">{row.original.deliveryMethod === 'pickup' ? 'Store pickup' : 'Shipping'}</span>
        </>
      ),
    },
    { id: 'createdAt', header: 'Placed', enableSorting: true, cell: ({ row }) => dateTimeText(row.original.createdAt) },
    { id: 'total', header: 'Total', enableSorting: true, cell: ({ row }) => formatMoney(row.original.total, row.original.currency) },
    {
      id: 'reasons',
      header: 'Held because',
      cell: ({ row }) => (
        <ul className="approval-reasons" data-testid="approval-reasons">
          {row.original.reasons.map((reason, index) => <li key={index}>{approvalReasonText(reason)}</li>)}
          {row.original.reasons.length === 0 ? <li>Waiting for a decision</li> : null}
        </ul>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: ({ row }) => {
        const customer = row.original.customer;
        return (
          <div className="approval-customer">
            <span>{customer.name ?? customer.email ?? 'Unknown'}</span>
            {customer.email && customer.name ? <span className="muted">{customer.email}</span> : null}
            <span className="muted">
              {customer.kind === 'guest' ? 'Guest' : `Account since ${dateText(customer.accountCreatedAt!)}`} · {customer.orderCount} {customer.orderCount === 1 ? 'order' : 'orders'} ·{' '}
              {customer.refundCount === 0 ? 'no refunds' : `${customer.refundCount} refunded (${spendText(customer.refunded)})`}
            </span>
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      enableHiding: false,
      cell: ({ row }) => {
        const pending = row.original.paymentStatus === 'pending';
        const label = row.original.orderNumber;
        return (
          <div className="approval-actions">
            {pending ? (
              <button type="button" className="small-button" onClick={() => onAction(row.original, 'check-payment')}>
                Check with PayPal<span className="visually-hidden"> for {label}</span>
              </button>
            ) : null}
            <button type="button" className="small-button" disabled={pending} title={pending ? 'The payment is still pending at PayPal' : undefined} onClick={() => onAction(row.original, 'approve')}>
              Approve<span className="visually-hidden"> {label}</span>
            </button>
            <button type="button" className="small-button small-button--danger" disabled={pending} onClick={() => onAction(row.original, 'reject')}>
              Reject<span className="visually-hidden"> {label}</span>
            </button>
          </div>
        );
      },
    },
  ];
}

