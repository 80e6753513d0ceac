import { useOnlineStatus } from '../../lib/use-online-status';

/** A calm line under the header while the device is offline: what still works, what needs a connection. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className="site-offline" role="status" data-testid="offline-notice">
      You’re offline — browsing saved products. Checkout, sign-in and promo codes need a connection.
    </p>
  );
}
