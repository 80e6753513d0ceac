import { Link } from '@tanstack/react-router';
import { useOnlineStatus } from '../../lib/use-online-status';

function NeedsConnection() {
  const online = useOnlineStatus();
  return online ? null : <p className="notice" role="status">This step needs an internet connection. You’re offline right now.</p>;
}

export function PickupCheckoutPage() {
  return (
    <div data-testid="page-pickup-checkout">
      <h1>Pickup Checkout</h1>
      <NeedsConnection />
      <p className="lede">Pay for your pickup order here; you’ll get a pickup code to show at the counter.</p>
      <Link to="/store-pickup" className="button button--quiet">Back to Store Pickup</Link>
    </div>
  );
}

export function PickupConfirmationPage() {
  return (
    <div data-testid="page-pickup-confirmation">
      <h1>Pickup Confirmed</h1>
      <p className="lede">
        We’ll let you know when your order is ready. Bring your pickup code to the store; staff will check it and
        hand over your order.
      </p>
      <Link to="/shop" className="button">Continue Shopping</Link>
    </div>
  );
}
