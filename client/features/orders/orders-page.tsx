import { Link } from '@tanstack/react-router';
import { formatMoney } from '../../../shared/money';
import { ORDER_TEXTS, orderStatusLabel } from '../../../shared/orders/order-texts';
import { useSession } from '../../lib/session/current-user';
import { useOnlineStatus } from '../../lib/use-online-status';
import { formatOrderDate } from './order-details';
import { OrderTrackingForm } from './order-tracking-form';
import { useMyOrders } from './use-order';

/**
 * /orders, "My Orders" and the footer's "Track Your Order": a signed-in shopper's orders, each
 * opening its own page; a visitor tracks an order by number and email, or signs in.
 */
export function OrdersPage() {
  const session = useSession();
  const online = useOnlineStatus();
  const userId = session.user?.id ?? null;
  const loaded = useMyOrders(userId, online);

  if (session.status === 'loading') {
    return (
      <div data-testid="page-orders" className="order-page">
        <h1>{ORDER_TEXTS.myOrders}</h1>
        <p role="status">{ORDER_TEXTS.loadingAccount}</p>
      </div>
    );
  }
  if (!userId) {
    return (
      <div data-testid="page-orders" className="order-page">
        <OrderTrackingForm headingLevel={1} />
        <p className="order-page__sign-in">
          {ORDER_TEXTS.track.signInPrompt}{' '}
          <Link to="/auth" search={{ redirect: '/orders' }}>{ORDER_TEXTS.track.signIn}</Link>
        </p>
      </div>
    );
  }
  return (
    <div data-testid="page-orders" className="order-page">
      <h1>{ORDER_TEXTS.myOrders}</h1>
      {!online ? (
        <p className="notice" role="status">{ORDER_TEXTS.ordersOffline}</p>
      ) : loaded.status === 'loading' ? (
        <p role="status">{ORDER_TEXTS.loadingOrders}</p>
      ) : loaded.status === 'failed' ? (
        <p className="notice" role="alert">{ORDER_TEXTS.ordersFailed}</p>
      ) : loaded.data.length === 0 ? (
        <div>
          <p className="lede">{ORDER_TEXTS.noOrders}</p>
          <Link to="/shop" className="button">{ORDER_TEXTS.startShopping}</Link>
        </div>
      ) : (
        <ul className="order-list">
          {loaded.data.map((order) => (
            <li key={order.id} className="order-list__item" data-testid="order-summary">
              <Link to="/orders/$orderId" params={{ orderId: order.id }} className="order-list__link">
                <span className="order-list__number">{order.orderNumber}</span>
                <span>{formatOrderDate(order.createdAt, order.country)}</span>
                <span className="order-status">{orderStatusLabel(order.status)}</span>
                <span>{ORDER_TEXTS.itemCount(order.lines.reduce((sum, line) => sum + line.quantity, 0))}</span>
                <span className="order-list__total">{formatMoney(order.totals.total, order.currency)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <details className="order-page__track-another">
        <summary>{ORDER_TEXTS.track.anotherOrder}</summary>
        <OrderTrackingForm headingLevel={2} />
      </details>
    </div>
  );
}
