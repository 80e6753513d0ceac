import { Link } from '@tanstack/react-router';
import { ORDER_TEXTS, orderStatusLabel } from '../../../shared/orders/order-texts';
import { OrderDetails } from './order-details';
import { OrderUnavailable } from './order-unavailable';
import { useOrder } from './use-order';

/** /order-confirmation?orderId=: the order, for its owner only; anything else is "Order not found". */
export function OrderConfirmationPage({ orderId }: { orderId: string | undefined }) {
  const { loaded, online, userId } = useOrder(orderId);
  if (loaded.status !== 'ready') return <OrderUnavailable testId="page-order-confirmation" heading="Your order" loaded={loaded} online={online} />;
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
        {userId && <Link to="/orders/$orderId" params={{ orderId: order.id }} className="button button--quiet">{ORDER_TEXTS.viewOrder}</Link>}
        {userId && <Link to="/orders" className="button button--quiet">{ORDER_TEXTS.myOrders}</Link>}
        <Link to="/shop" className="button">{ORDER_TEXTS.continueShopping}</Link>
      </div>
    </div>
  );
}
