import { Link } from '@tanstack/react-router';
import type { OrderView } from '../../../shared/checkout/api';
import { ORDER_TEXTS } from '../../../shared/orders/order-texts';
import { isNotFound, type Loaded } from './use-order';

/** An order page while its order is loading, offline, not found (or not the asker's) or failed. */
export function OrderUnavailable({ testId, heading, loaded, online }: { testId: string; heading: string; loaded: Exclude<Loaded<OrderView>, { status: 'ready' }>; online: boolean }) {
  if (loaded.status === 'loading') {
    return (
      <div data-testid={testId} className="order-page">
        <h1>{heading}</h1>
        <p role="status" className={online ? undefined : 'notice'}>{online ? ORDER_TEXTS.loadingOrder : ORDER_TEXTS.orderOffline}</p>
      </div>
    );
  }
  const notFound = isNotFound(loaded);
  return (
    <div data-testid={testId} className="order-page order-page--not-found">
      <h1>{notFound ? ORDER_TEXTS.notFoundTitle : ORDER_TEXTS.failedTitle}</h1>
      <p className="lede">{notFound ? ORDER_TEXTS.notFoundText : ORDER_TEXTS.failedText}</p>
      <div className="toolbar">
        <Link to="/orders" className="button button--quiet">{ORDER_TEXTS.myOrders}</Link>
        <Link to="/shop" className="button">{ORDER_TEXTS.continueShopping}</Link>
      </div>
    </div>
  );
}
