import type { OrderView } from '../../../shared/checkout/api';
import { formatMoney } from '../../../shared/money';
import { ORDER_TEXTS, orderStatusLabel } from '../../../shared/orders/order-texts';
import { PICKUP_CHECKOUT_TEXTS } from '../../../shared/pickup/pickup-checkout-texts';
import { PickupStoreAddress } from '../pickup/pickup-store-address';
import { OrderLinesTable } from './order-lines-table';

const locale = (country: OrderView['country']) => (country === 'UK' ? 'en-GB' : 'en-US');

export function formatOrderDate(iso: string, country: OrderView['country']): string {
  return new Intl.DateTimeFormat(locale(country), { dateStyle: 'medium' }).format(new Date(iso));
}

function formatOrderTime(iso: string, country: OrderView['country']): string {
  return new Intl.DateTimeFormat(locale(country), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/**
 * Everything about one order, as its owner (or whoever tracked it) sees it: when it was placed, where
 * it stands and how it got there, the store a pickup order is collected at (the tracked answer names
 * it too), then its lines, totals and address. The status history shows each status and when; the
 * reasons are the shop's own notes and stay in the back office.
 */
export function OrderOverview({ order }: { order: OrderView }) {
  return (
    <div className="order-overview" data-testid="order-overview">
      <p className="lede">
        {ORDER_TEXTS.placedOn(formatOrderDate(order.createdAt, order.country))} · <span className="order-status" data-testid="order-status">{orderStatusLabel(order.status)}</span>
        {' · '}{ORDER_TEXTS.delivery[order.deliveryMethod]}
      </p>
      {order.pickup && (
        <section className="order-pickup-store" aria-labelledby={`order-pickup-store-${order.id}`} data-testid="order-pickup-store">
          <h2 id={`order-pickup-store-${order.id}`}>{PICKUP_CHECKOUT_TEXTS.storeTitle}</h2>
          <PickupStoreAddress store={order.pickup.store} withPhone />
        </section>
      )}
      <section className="order-timeline" aria-labelledby={`order-status-${order.id}`}>
        <h2 id={`order-status-${order.id}`}>{ORDER_TEXTS.statusHeading}</h2>
        <ol data-testid="order-status-history">
          {order.statusHistory.map((change, index) => (
            <li key={`${change.at}:${index}`} aria-current={index === order.statusHistory.length - 1 ? 'step' : undefined}>
              <span className="order-timeline__status">{orderStatusLabel(change.status)}</span>{' '}
              <time dateTime={change.at}>{formatOrderTime(change.at, order.country)}</time>
            </li>
          ))}
        </ol>
      </section>
      {order.tracking && (
        <section className="order-tracking" aria-labelledby={`order-tracking-${order.id}`}>
          <h2 id={`order-tracking-${order.id}`}>{ORDER_TEXTS.trackingHeading}</h2>
          <p data-testid="order-tracking">{ORDER_TEXTS.trackingLine(order.tracking.carrier, order.tracking.trackingNumber)}</p>
        </section>
      )}
      {order.refunds && order.refunds.length > 0 && (
        <section className="order-refunds" aria-labelledby={`order-refunds-${order.id}`}>
          <h2 id={`order-refunds-${order.id}`}>{ORDER_TEXTS.refundsHeading}</h2>
          <ul data-testid="order-refunds">
            {order.refunds.map((refund, index) => (
              <li key={`${refund.at}:${index}`}>{ORDER_TEXTS.refundLine(formatMoney(refund.amount, order.currency), formatOrderDate(refund.at, order.country))}</li>
            ))}
          </ul>
        </section>
      )}
      <OrderDetails order={order} />
    </div>
  );
}

/** An order's lines, totals and address, as its owner sees them. */
export function OrderDetails({ order }: { order: OrderView }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const address = order.shippingAddress;
  return (
    <div className="order-details">
      <OrderLinesTable
        lines={order.lines.map((line) => ({ ...line, key: `${line.productId}:${line.variantId ?? 'none'}` }))}
        currency={order.currency}
        caption={`Items in order ${order.orderNumber}`}
        className="order-lines"
        lineTestId="order-line"
      />
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
          <h2>Shipping to</h2>
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
