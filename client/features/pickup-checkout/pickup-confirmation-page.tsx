import { Link } from '@tanstack/react-router';
import { ORDER_TEXTS, orderStatusLabel } from '../../../shared/orders/order-texts';
import { PICKUP_CHECKOUT_TEXTS } from '../../../shared/pickup/pickup-checkout-texts';
import { holdDateText, openingHoursLines } from '../../../shared/pickup/pickup-view';
import { OrderDetails } from '../orders/order-details';
import { OrderUnavailable } from '../orders/order-unavailable';
import { useOrder } from '../orders/use-order';
import { PickupStoreAddress } from '../pickup/pickup-store-address';
import { PickupQr } from './pickup-qr';
import './pickup-checkout.css';

/**
 * /pickup-confirmation?orderId=: the pickup code as text and as a QR code, the store with its
 * address and hours, the hold period and what to bring. Only the order's owner sees it (the same
 * read as /order-confirmation); anything else is "Order not found".
 */
export function PickupConfirmationPage({ orderId }: { orderId: string | undefined }) {
  const { loaded, online, userId } = useOrder(orderId);
  if (loaded.status !== 'ready') return <OrderUnavailable testId="page-pickup-confirmation" heading={PICKUP_CHECKOUT_TEXTS.confirmationTitle} loaded={loaded} online={online} />;
  const order = loaded.data;
  const pickup = order.pickup;
  if (!pickup) return <OrderUnavailable testId="page-pickup-confirmation" heading={PICKUP_CHECKOUT_TEXTS.confirmationTitle} loaded={{ status: 'failed', httpStatus: 404 }} online={online} />;
  const hold = pickup.holdUntil ? PICKUP_CHECKOUT_TEXTS.holdUntil(holdDateText(pickup.holdUntil, pickup.store.timeZone)) : PICKUP_CHECKOUT_TEXTS.holdBeforeReady(pickup.holdDays);
  return (
    <div data-testid="page-pickup-confirmation" className="order-page pickup-confirmation">
      <h1>{PICKUP_CHECKOUT_TEXTS.confirmationTitle}</h1>
      <p className="lede">
        Order number <strong data-testid="order-number">{order.orderNumber}</strong> · {orderStatusLabel(order.status)}
      </p>
      {pickup.code ? (
        <section className="pickup-code-card" aria-labelledby="pickup-code-title">
          <h2 id="pickup-code-title">{PICKUP_CHECKOUT_TEXTS.codeLabel}</h2>
          <p className="pickup-code" data-testid="pickup-code">{pickup.code}</p>
          <PickupQr code={pickup.code} />
        </section>
      ) : (
        <p className="notice" role="status">{PICKUP_CHECKOUT_TEXTS.codeComing}</p>
      )}
      <div className="pickup-confirmation__grid">
        <section aria-labelledby="pickup-store-title" data-testid="pickup-store">
          <h2 id="pickup-store-title">{PICKUP_CHECKOUT_TEXTS.storeTitle}</h2>
          <PickupStoreAddress store={pickup.store} withPhone />
          <h3>{PICKUP_CHECKOUT_TEXTS.hoursTitle}</h3>
          <dl className="pickup-hours">
            {openingHoursLines(pickup.store.openingHours).map((line) => (
              <div key={line.day}><dt>{line.day}</dt><dd>{line.hours}</dd></div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="pickup-bring-title">
          <h2 id="pickup-bring-title">{PICKUP_CHECKOUT_TEXTS.whatToBringTitle}</h2>
          <p data-testid="pickup-bring">{PICKUP_CHECKOUT_TEXTS.whatToBring(pickup.contactName)}</p>
          <p data-testid="pickup-hold">{hold}</p>
        </section>
      </div>
      <OrderDetails order={order} />
      <div className="toolbar">
        {userId && <Link to="/orders/$orderId" params={{ orderId: order.id }} className="button button--quiet">{ORDER_TEXTS.viewOrder}</Link>}
        <Link to="/pickup-shop" className="button">{ORDER_TEXTS.continueShopping}</Link>
      </div>
    </div>
  );
}
