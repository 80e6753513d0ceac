import { Link } from '@tanstack/react-router';
import { ORDER_TEXTS } from '../../../shared/orders/order-texts';
import { OrderOverview } from './order-details';
import { OrderUnavailable } from './order-unavailable';
import { useOrder } from './use-order';
import { PAGE_NAME_LOADING, usePageTitle } from '../../lib/page-title/page-title-store';

/** /orders/{id}: one order with its status history, for its owner (signed in, or this device's guest id). */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const { loaded, online, userId } = useOrder(orderId);
  usePageTitle(loaded.status === 'ready' ? ORDER_TEXTS.orderHeading(loaded.data.orderNumber) : loaded.status === 'loading' ? PAGE_NAME_LOADING : null);
  if (loaded.status !== 'ready') return <OrderUnavailable testId="page-order-detail" heading={ORDER_TEXTS.myOrders} loaded={loaded} online={online} />;
  const order = loaded.data;
  return (
    <div data-testid="page-order-detail" className="order-page">
      <h1>{ORDER_TEXTS.orderHeading(order.orderNumber)}</h1>
      <OrderOverview order={order} />
      <div className="toolbar">
        {userId && <Link to="/orders" className="button button--quiet">{ORDER_TEXTS.myOrders}</Link>}
        <Link to="/shop" className="button">{ORDER_TEXTS.continueShopping}</Link>
      </div>
    </div>
  );
}
