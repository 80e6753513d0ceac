import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { OrderView } from '../../../shared/checkout/api';
import { formatMoney } from '../../../shared/money';
import { requestOrder, requestOrders } from '../../lib/cart/checkout-client';
import { peekGuestId } from '../../lib/guest-id';
import { useSession } from '../../lib/session/current-user';
import { useOnlineStatus } from '../../lib/use-online-status';
import { formatOrderDate, OrderDetails, orderStatusLabel } from './order-details';

type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; httpStatus: number };

/** /order-confirmation?orderId=: the order, for its owner only; anything else is "Order not found". */
export function OrderConfirmationPage({ orderId }: { orderId: string | undefined }) {
  const session = useSession();
  const online = useOnlineStatus();
  const [state, setState] = useState<{ key: string; loaded: Loaded<OrderView> } | null>(null);
  const userId = session.user?.id ?? null;
  const key = `${orderId ?? ''}|${userId ?? ''}|${session.status}|${online}`;

  useEffect(() => {
    if (!orderId || session.status !== 'ready' || !online) return;
    let active = true;
    void requestOrder(orderId, peekGuestId()).then((result) => {
      if (!active) return;
      setState({ key, loaded: result.ok ? { status: 'ready', data: result.data } : { status: 'failed', httpStatus: result.status } });
    });
    return () => {
      active = false;
    };
  }, [key, orderId, session.status, online]);

  const loaded: Loaded<OrderView> = !orderId ? { status: 'failed', httpStatus: 404 } : state?.key === key ? state.loaded : { status: 'loading' };

  if (loaded.status === 'loading') {
    return (
      <div data-testid="page-order-confirmation" className="order-page">
        <h1>Your order</h1>
        <p role="status">{online ? 'Loading your order...' : 'Your order needs an internet connection to load.'}</p>
      </div>
    );
  }
  if (loaded.status === 'failed') {
    const notFound = loaded.httpStatus === 404 || loaded.httpStatus === 403 || loaded.httpStatus === 401 || loaded.httpStatus === 400;
    return (
      <div data-testid="page-order-confirmation" className="order-page order-page--not-found">
        <h1>{notFound ? 'Order not found' : 'We couldn’t load your order'}</h1>
        <p className="lede">
          {notFound
            ? 'We can’t find this order. It may belong to another account, or the link may be wrong.'
            : 'Please try again in a moment. Your order is safe.'}
        </p>
        <div className="toolbar">
          <Link to="/orders" className="button button--quiet">My Orders</Link>
          <Link to="/shop" className="button">Continue Shopping</Link>
        </div>
      </div>
    );
  }
  const order = loaded.data;
  return (
    <div data-testid="page-order-confirmation" className="order-page">
      <h1>Thank you for your order</h1>
      <p className="lede">
        Order number <strong data-testid="order-number">{order.orderNumber}</strong> · {orderStatusLabel(order.status)}
        {order.status === 'awaiting_approval' && ' — a member of our team will review it shortly.'}
      </p>
      {order.email && <p>We’ll send updates to {order.email}.</p>}
      <OrderDetails order={order} />
      <div className="toolbar">
        {userId && <Link to="/orders" className="button button--quiet">My Orders</Link>}
        <Link to="/shop" className="button">Continue Shopping</Link>
      </div>
    </div>
  );
}

/** /orders: the signed-in shopper's orders; a visitor is sent to sign in first. */
export function OrdersPage() {
  const session = useSession();
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const [state, setState] = useState<{ key: string; loaded: Loaded<OrderView[]> } | null>(null);
  const userId = session.user?.id ?? null;
  const key = `${userId ?? ''}|${online}`;

  useEffect(() => {
    if (session.status === 'ready' && !session.user) void navigate({ href: '/auth?redirect=%2Forders', replace: true });
  }, [session.status, session.user, navigate]);

  useEffect(() => {
    if (!userId || !online) return;
    let active = true;
    void requestOrders().then((result) => {
      if (!active) return;
      setState({ key, loaded: result.ok ? { status: 'ready', data: result.data } : { status: 'failed', httpStatus: result.status } });
    });
    return () => {
      active = false;
    };
  }, [key, userId, online]);

  const loaded: Loaded<OrderView[]> = state?.key === key ? state.loaded : { status: 'loading' };
  return (
    <div data-testid="page-orders" className="order-page">
      <h1>My Orders</h1>
      {session.status === 'loading' || !userId ? (
        <p role="status">Loading your account...</p>
      ) : !online ? (
        <p className="notice" role="status">Your orders need an internet connection to load.</p>
      ) : loaded.status === 'loading' ? (
        <p role="status">Loading your orders...</p>
      ) : loaded.status === 'failed' ? (
        <p className="notice" role="alert">We couldn’t load your orders. Please try again in a moment.</p>
      ) : loaded.data.length === 0 ? (
        <div>
          <p className="lede">You haven’t placed any orders yet.</p>
          <Link to="/shop" className="button">Start Shopping</Link>
        </div>
      ) : (
        <ul className="order-list">
          {loaded.data.map((order) => (
            <li key={order.id} className="order-list__item" data-testid="order-summary">
              <details>
                <summary>
                  <span className="order-list__number">{order.orderNumber}</span>
                  <span>{formatOrderDate(order.createdAt, order.country)}</span>
                  <span className="order-status">{orderStatusLabel(order.status)}</span>
                  <span>{formatMoney(order.totals.total, order.currency)}</span>
                </summary>
                <OrderDetails order={order} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
