import type { OrderView } from '../../../shared/checkout/api';
import { formatMoney } from '../../../shared/money';

const STATUS_LABELS: Record<string, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  awaiting_approval: 'Awaiting approval',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  ready_for_pickup: 'Ready for pickup',
  collected: 'Collected',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export function orderStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export function formatOrderDate(iso: string, country: OrderView['country']): string {
  return new Intl.DateTimeFormat(country === 'UK' ? 'en-GB' : 'en-US', { dateStyle: 'medium' }).format(new Date(iso));
}

/** An order's lines, totals and address, as its owner sees them. */
export function OrderDetails({ order }: { order: OrderView }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const address = order.shippingAddress;
  return (
    <div className="order-details">
      <table className="order-lines">
        <caption className="visually-hidden">Items in order {order.orderNumber}</caption>
        <thead>
          <tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Price</th><th scope="col">Total</th></tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={`${line.productId}:${line.variantId ?? 'none'}`} data-testid="order-line">
              <td>{line.productName}{line.variantName ? ` (${line.variantName})` : ''}</td>
              <td>{line.quantity}</td>
              <td>{money(line.unitPrice)}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        <div><dt>Subtotal</dt><dd>{money(order.totals.subtotal)}</dd></div>
        {order.totals.discount > 0 && <div><dt>Discount{order.discountCode ? ` (${order.discountCode})` : ''}</dt><dd>−{money(order.totals.discount)}</dd></div>}
        <div><dt>Shipping</dt><dd>{order.totals.shipping === 0 ? 'Free' : money(order.totals.shipping)}</dd></div>
        {order.country === 'US' && <div><dt>Tax</dt><dd>{money(order.totals.tax)}</dd></div>}
        <div className="order-totals__total"><dt>Total</dt><dd data-testid="order-total">{money(order.totals.total)}</dd></div>
        {order.country === 'UK' && <p className="muted">incl. VAT {money(order.totals.vatIncluded)}</p>}
      </dl>
      {address && (
        <section className="order-address" aria-label="Shipping address">
          <h3>Shipping to</h3>
          <address>
            {[address.fullName, address.addressLine1, address.addressLine2, [address.adminArea2, address.adminArea1, address.postalCode].filter(Boolean).join(', '), address.countryCode]
              .filter(Boolean)
              .map((part, index) => <span key={index}>{part}<br /></span>)}
          </address>
        </section>
      )}
    </div>
  );
}
