import { Link } from '@tanstack/react-router';
import type { CustomerDetail } from '../../../../shared/admin/customers.schema';
import { formatMoney } from '../../../../shared/money';
import { errorText } from '../api/resource-queries';
import { useCustomer } from '../api/use-customers';
import { StatusBadge } from '../kit/status-badge';
import { useBreadcrumb } from '../shell/breadcrumbs';
import { dateText, dateTimeText, spendText, statusText } from './customer-texts';
import './customers.css';

/** /admin/customers/$id: one customer's profile, addresses, orders, refunds and privacy choices. */
export function CustomerPage({ id }: { id: string }) {
  const customer = useCustomer(id);
  useBreadcrumb(customer.data ? `“${customer.data.name || customer.data.email}”` : 'Customer');
  if (customer.error) {
    return (
      <div data-testid="page-admin-customer">
        <h1>Customer</h1>
        <p className="form-alert" role="alert">{errorText(customer.error)}</p>
      </div>
    );
  }
  if (!customer.data) return <p role="status">Loading...</p>;
  return <CustomerView customer={customer.data} />;
}

function CustomerView({ customer }: { customer: CustomerDetail }) {
  return (
    <div data-testid="page-admin-customer" className="customer-page">
      <div className="admin-page-head">
        <h1>{customer.name || customer.email}</h1>
      </div>
      <section aria-labelledby="customer-profile">
        <h2 id="customer-profile">Profile</h2>
        <dl className="customer-facts">
          <dt>Name</dt><dd>{customer.name || '—'}</dd>
          <dt>Email</dt><dd>{customer.email}</dd>
          <dt>Email verified</dt><dd>{customer.emailVerified ? 'Yes' : 'No'}</dd>
          <dt>Customer since</dt><dd>{dateTimeText(customer.createdAt)}</dd>
          <dt>Last sign-in</dt><dd>{customer.lastSignInAt ? dateTimeText(customer.lastSignInAt) : 'Never'}</dd>
          <dt>Orders</dt><dd>{customer.orderCount}</dd>
          <dt>Lifetime spend</dt><dd data-testid="customer-spend">{spendText(customer.spend)}</dd>
          <dt>Newsletter</dt>
          <dd data-testid="customer-newsletter">
            {customer.newsletter.subscribed
              ? `Subscribed since ${dateText(customer.newsletter.since!)}${customer.doNotSell.requested ? ' (suppressed: no marketing, do-not-sell request)' : ''}`
              : 'Not subscribed'}
          </dd>
          <dt>Do not sell</dt>
          <dd>
            {customer.doNotSell.requested
              ? `Requested ${dateText(customer.doNotSell.requestedAt!)} (${customer.doNotSell.status === 'completed' ? 'completed' : 'received'})`
              : 'No request'}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="customer-addresses">
        <h2 id="customer-addresses">Saved addresses</h2>
        {customer.addresses.length === 0 ? (
          <p className="muted">No saved addresses.</p>
        ) : (
          <ul className="customer-addresses">
            {customer.addresses.map((address) => (
              <li key={address.id}>
                <strong>{address.label ?? address.fullName}</strong>
                {address.isDefault ? <> <StatusBadge tone="neutral">Default</StatusBadge></> : null}
                <address>
                  {[address.fullName, ...address.lines, address.country].map((line, index) => (
                    <span key={index}>{line}<br /></span>
                  ))}
                  {address.phone ? <span>{address.phone}</span> : null}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders">Orders</h2>
        {customer.orders.length === 0 ? (
          <p className="muted">No orders yet.</p>
        ) : (
          <table className="data-table" data-testid="customer-orders">
            <thead>
              <tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Status</th><th scope="col">Delivery</th><th scope="col">Total</th></tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.id}>
                  <td><Link to="/admin/orders/$id" params={{ id: order.id }}>{order.orderNumber}</Link></td>
                  <td>{dateTimeText(order.createdAt)}</td>
                  <td>{statusText(order.status)}</td>
                  <td>{order.deliveryMethod === 'pickup' ? 'Store pickup' : 'Shipping'}</td>
                  <td>{formatMoney(order.total, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="customer-refunds">
        <h2 id="customer-refunds">Refunds</h2>
        {customer.refunds.length === 0 ? (
          <p className="muted">No refunds.</p>
        ) : (
          <table className="data-table">
            <thead>
              <tr><th scope="col">Order</th><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Reason</th></tr>
            </thead>
            <tbody>
              {customer.refunds.map((refund) => (
                <tr key={refund.id}>
                  <td><Link to="/admin/orders/$id" params={{ id: refund.orderId }}>{refund.orderNumber}</Link></td>
                  <td>{dateTimeText(refund.createdAt)}</td>
                  <td>{formatMoney(refund.amount, refund.currency)}</td>
                  <td>{statusText(refund.status)}</td>
                  <td>{refund.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
